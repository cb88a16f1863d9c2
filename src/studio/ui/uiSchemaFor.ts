import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PictureFieldOptions } from './PictureField.tsx';

// Fields whose words run to a sentence or more read better in a box of a few lines.
const LONG_TEXT = new Set(['text', 'description', 'pitch', 'intro', 'note', 'thanks', 'summary', 'desc', 'process', 'blurb', 'role', 'approach']);

// The theme's colours: #rrggbb, picked with the browser's colour picker.
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A picture's file: a file path the schema places under public/art/ (a download's file is under public/downloads/). */
const PICTURE_FOLDER = /\bpublic\/art\/([\w\-/]*)/;

function isPicture(schema: RJSFSchema): boolean {
  return schema.type === 'string' && schema.title === 'file path' && PICTURE_FOLDER.test(schema.description ?? '');
}

const isNumber = (schema: unknown) => typeof schema === 'object' && schema !== null && ['integer', 'number'].includes(String((schema as RJSFSchema).type));

/**
 * A picture's field (`PictureField`): uploads go to the folder its schema names
 * (`under public/art/logos/`), and where the picture's object has numbers
 * `width` and `height` beside it, picking a file fills them in.
 */
function pictureUi(schema: RJSFSchema, parent?: RJSFSchema): UiSchema {
  const folder = (PICTURE_FOLDER.exec(schema.description ?? '')?.[1] ?? '').replace(/\/+$/, '');
  const siblings = parent?.properties ?? {};
  const options: PictureFieldOptions = { folder, fillsSize: isNumber(siblings.width) && isNumber(siblings.height) };
  return { 'ui:field': 'picture', 'ui:options': { ...options } };
}

/**
 * How the studio draws a schema's fields: a picture's file is chosen from
 * public/art/ or uploaded (PictureField), longer texts get a text box, a block's
 * `type` is fixed (it is what the form is for) and lists can be reordered.
 * Read from the schema, so a new field of a known kind is drawn right
 * without naming it here.
 */
export function uiSchemaFor(schema: RJSFSchema, name = '', parent?: RJSFSchema): UiSchema {
  if (isPicture(schema)) return pictureUi(schema, parent);
  if (schema.type === 'string' && schema.pattern === COLOUR.source) return { 'ui:widget': 'color' };
  if (schema.type === 'string' && LONG_TEXT.has(name) && schema.enum === undefined && schema.pattern === undefined) {
    return { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
  }
  const ui: UiSchema = {};
  // A map of names (the funnel's named waits) is added to item by item: a first item makes it, no separate step.
  if (schema.type === 'object' && schema.properties === undefined && typeof schema.additionalProperties === 'object') {
    ui['ui:enableOptionalDataFieldForType'] = [];
  }
  if (schema.type === 'object' && typeof schema.properties === 'object') {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (typeof child !== 'object') continue;
      // A fixed value (a form field's `type`) is the shape chosen under "Kind of …", not a field to type into.
      const field = child.const === undefined ? uiSchemaFor(child, key, schema) : { 'ui:widget': 'hidden' };
      // A field is labelled by its key in the file (a schema's title names a kind, "colour", shared by many).
      ui[key] = child.title === undefined ? field : { ...field, 'ui:title': key };
    }
  }
  if (schema.type === 'array' && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    ui.items = uiSchemaFor(schema.items, name);
    ui['ui:options'] = { orderable: true, removable: true, addable: true };
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      // rjsf draws the chosen option with the option's own uiSchema, keyed by the field's name.
      const withPicture = options.find((option): option is RJSFSchema => typeof option === 'object' && isPicture(option));
      if (withPicture !== undefined) return pictureUi(withPicture, parent);
      // rjsf draws the option chosen with its own entry here, so each shape's fields are drawn by these rules too.
      ui[key] = options.map((option) => (typeof option === 'object' ? uiSchemaFor(option, name) : {}));
    }
  }
  return ui;
}

/** A block's form: its `type` is what the form is for, so it is not a field. */
export function blockUiSchema(schema: RJSFSchema): UiSchema {
  return { ...uiSchemaFor(schema), type: { 'ui:widget': 'hidden' }, 'ui:submitButtonOptions': { norender: true } };
}
