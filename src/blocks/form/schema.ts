import { z } from 'zod';
import { eventNameSchema, sharedHelp } from '../../../schemas/common.ts';
import { deliverySchema } from '../../../schemas/delivery.ts';
import { paySchema } from '../../../schemas/payment.ts';
import { formFieldSchema } from '../../../schemas/formField.ts';
import { defineBlock } from '../defineBlock.ts';

export const formBlock = defineBlock('form', 'A form of native fields; submit sends an event; nothing is stored or sent unless "deliver" says where, and nothing is charged unless "pay" says who takes the money', {
  heading: z.string().min(1).describe('The form’s heading'),
  text: z.string().optional().describe(sharedHelp.text),
  fields: z.array(formFieldSchema).min(1).describe('The fields, in order; on wide screens they sit two to a row'),
  submitLabel: z.string().min(1).describe('The text on the submit button, e.g. Book my consultation'),
  submittingLabel: z
    .string()
    .min(1)
    .optional()
    .describe('The button text while the step waits for its delay (and, when the form delivers, for the answer); default the site language’s word for Submitting...'),
  event: eventNameSchema
    .default('SUBMIT')
    .describe('The event sent when the visitor submits and the browser finds every field valid; the step’s "on" map says where it leads'),
  note: z.string().optional().describe('Small print under the button, e.g. No payment needed'),
  deliver: deliverySchema.optional(),
  pay: paySchema.optional(),
});
