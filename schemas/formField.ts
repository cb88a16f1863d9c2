import { z } from 'zod';

const optionSchema = z.strictObject({
  value: z.string().min(1).describe('Submitted value'),
  label: z.string().min(1).describe('Visible text of the option'),
});

const baseField = {
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a camelCase field name, e.g. fullName').describe('Field name'),
  label: z.string().min(1).describe('Visible label above the field'),
  required: z.boolean().default(false).describe('Blocks submit while empty (native browser validation)'),
  placeholder: z.string().optional().describe('Hint shown inside an empty field'),
  autocomplete: z.string().optional().describe('The HTML autocomplete token, e.g. name, email, tel'),
};

/** A form field is data; the renderer makes a native input and the browser validates it. */
export const formFieldSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), ...baseField }),
  z.strictObject({ type: z.literal('email'), ...baseField }),
  z.strictObject({ type: z.literal('tel'), ...baseField }),
  z.strictObject({
    type: z.literal('select'),
    ...baseField,
    options: z.array(optionSchema).min(1).describe('The choices; the placeholder is a disabled first option'),
  }),
]);

export type FormField = z.infer<typeof formFieldSchema>;
