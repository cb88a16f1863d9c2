import { z } from 'zod';

const optionSchema = z.strictObject({
  value: z.string().min(1).describe('The value the option stands for; not shown'),
  label: z.string().min(1).describe('The text of the option in the list'),
});

const baseField = {
  name: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a camelCase field name, e.g. fullName')
    .meta({ description: 'The field’s name in camelCase, unique within the form; not shown', examples: ['fullName', 'email'] }),
  label: z.string().min(1).describe('The label shown above the field'),
  required: z.boolean().default(false).describe('true: the browser will not submit the form while this field is empty'),
  placeholder: z.string().optional().describe('Grey hint text inside the empty field (in a select: the first, unselectable line; default Choose…)'),
  autocomplete: z.string().optional().meta({
    description: 'Tells the browser what to fill in from the visitor’s saved details (the HTML autocomplete token)',
    examples: ['name', 'email', 'tel', 'country-name'],
  }),
};

/** A form field is data; the renderer makes a native input and the browser validates it. */
export const formFieldSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('text').describe('A one-line text box'), ...baseField }),
    z.strictObject({ type: z.literal('email').describe('An email address box; the browser checks it looks like an address'), ...baseField }),
    z.strictObject({ type: z.literal('tel').describe('A phone number box; phones show the number pad'), ...baseField }),
    z.strictObject({
      type: z.literal('select').describe('A drop-down list of "options"'),
      ...baseField,
      options: z.array(optionSchema).min(1).describe('The choices, in order, under the placeholder line'),
    }),
  ])
  .meta({ title: 'form field', description: 'A field of the form; "type" picks text, email, tel or select' });

export type FormField = z.infer<typeof formFieldSchema>;
