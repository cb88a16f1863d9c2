import type { RJSFSchema, UiSchema } from '@rjsf/utils';

// Fields whose words run to a sentence or more read better in a box of a few lines.
const LONG_TEXT = new Set(['text', 'description', 'pitch', 'intro', 'note', 'thanks', 'summary', 'desc', 'process', 'blurb', 'role', 'approach']);

// The theme's colours: #rrggbb, picked with the browser's colour picker.
const COLOUR = /^#[0-9a-fA-F]{6}$/;

function isPicture(schema: RJSFSchema): boolean {
  return schema.type === 'string' && schema.title === 'file path';
}

/**
 * How the studio draws a schema's fields: a picture's file is chosen from
 * public/art/ (the `art` widget), longer texts get a text box, a block's
 * `type` is fixed (it is what the form is for) and lists can be reordered.
 * Read from the schema, so a new field of a known kind is drawn right
 * without naming it here.
 */
export function uiSchemaFor(schema: RJSFSchema, name = ''): UiSchema {
  if (isPicture(schema)) return { 'ui:widget': 'art' };
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
      const field = child.const === undefined ? uiSchemaFor(child, key) : { 'ui:widget': 'hidden' };
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
      const withPicture = options.find((option) => typeof option === 'object' && isPicture(option));
      if (withPicture !== undefined) return { 'ui:widget': 'art' };
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
