import { z } from 'zod';
import { eventNameSchema } from '../../../schemas/common.ts';
import { formFieldSchema } from '../../../schemas/formField.ts';
import { defineBlock } from '../defineBlock.ts';

export const formBlock = defineBlock('form', 'A form of native fields; submit sends an event, nothing is stored or sent', {
  heading: z.string().min(1),
  text: z.string().optional(),
  fields: z.array(formFieldSchema).min(1),
  submitLabel: z.string().min(1),
  submittingLabel: z.string().default('Submitting...').describe('Shown on the button while the step is submitting'),
  event: eventNameSchema.default('SUBMIT').describe('Sent when the browser finds the form valid'),
  note: z.string().optional().describe('Small print under the button'),
});
