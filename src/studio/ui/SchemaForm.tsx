import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { ArtWidget } from './ArtWidget.tsx';
import { ChoiceTemplate } from './ChoiceTemplate.tsx';

const widgets = { art: ArtWidget };
const templates = { MultiSchemaFieldTemplate: ChoiceTemplate };

// Never fill in a default the person did not choose: a file keeps only what it says, and a default left out stays left out.
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'never' } as const;

/** A schema without its `default`s, for the same reason: the form must not write them into the file. */
function withoutDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDefaults);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'default').map(([key, value]) => [key, withoutDefaults(value)]));
}

interface SchemaFormProps {
  /** Unique on the page: rjsf's ids (and so each label's `for`) start with it. */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  value: unknown;
  /** The problems at this form's fields, in the words of `npm run check`. */
  errors: ErrorSchema;
  /** The new value, and the id of the field that changed (to make one step of undo of a field's keystrokes). */
  onChange: (value: unknown, field: string) => void;
}

/**
 * A form drawn from a JSON Schema by @rjsf/core. It never judges by itself:
 * the server checks every change with `npm run check`'s own rules, and the
 * problems it finds come back as `errors`, shown at their fields.
 */
export function SchemaForm({ idPrefix, schema, uiSchema, value, errors, onChange }: SchemaFormProps) {
  const clean = useMemo(() => withoutDefaults(schema) as RJSFSchema, [schema]);
  return (
    <Form
      className="schema-form"
      schema={clean}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={value}
      validator={validator}
      widgets={widgets}
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
