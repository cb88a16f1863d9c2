import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { ArrayItemButtons } from './ArrayItemButtons.tsx';
import { ChoiceTemplate } from './ChoiceTemplate.tsx';
import { OptionalDataControls } from './OptionalDataControls.tsx';
import { PictureField, type StudioFormContext } from './PictureField.tsx';

const fields = { picture: PictureField };
const templates = { ArrayFieldItemButtonsTemplate: ArrayItemButtons, MultiSchemaFieldTemplate: ChoiceTemplate, OptionalDataControlsTemplate: OptionalDataControls };

// Never fill in a default the person did not choose: a file keeps only what it says, and a default left out stays left out.
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'never' } as const;

/**
 * A schema without its `default`s, for the same reason: the form must not write them into the file. A field
 * that is named `default` (an order's option chosen at first) is a field, not a default, and stays.
 */
function withoutDefaults(schema: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutDefaults(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => isPropertyMap || key !== 'default')
      .map(([key, value]) => [key, isPropertyMap ? withoutDefaults(value) : withoutDefaults(value, key === 'properties')]),
  );
}

interface SchemaFormProps {
  /** Unique on the page: rjsf's ids (and so each label's `for`) start with it. */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  value: unknown;
  /** The problems at this form's fields, in the words of `npm run check`. */
  errors: ErrorSchema;
  /** What the form's picture fields need to know of what it edits: the folder under public/art/ their uploads go to. */
  context?: StudioFormContext;
  /** The new value, and the id of the field that changed (to make one step of undo of a field's keystrokes). */
  onChange: (value: unknown, field: string) => void;
}

/**
 * A form drawn from a JSON Schema by @rjsf/core. It never judges by itself:
 * the server checks every change with `npm run check`'s own rules, and the
 * problems it finds come back as `errors`, shown at their fields.
 */
export function SchemaForm({ idPrefix, schema, uiSchema, value, errors, context, onChange }: SchemaFormProps) {
  const clean = useMemo(() => withoutDefaults(schema) as RJSFSchema, [schema]);
  return (
    <Form
      className="schema-form"
      schema={clean}
      // An optional group of fields (a picture) can be added and left out whole.
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true }, 'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] } }}
      formData={value}
      validator={validator}
      fields={fields}
      formContext={context}
      templates={templates}
      idPrefix={idPrefix}
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(event, id) => { onChange(event.formData, id ?? ''); }}
      tagName="div"
    />
  );
}
