import { z } from 'zod';
import { eventNameSchema, sharedHelp } from '../../../schemas/common.ts';
import { deliverySchema } from '../../../schemas/delivery.ts';
import { defineBlock } from '../defineBlock.ts';

export const newsletterBlock = defineBlock('newsletter', 'An email signup that thanks the visitor in place once submitted; the address is sent only where "deliver" says', {
  heading: z.string().min(1).describe('The panel heading, e.g. Join the plant club'),
  text: z.string().optional().describe(sharedHelp.text),
  label: z.string().default('Email address').describe('The label above the email field'),
  placeholder: z.string().optional().describe('Grey hint inside the empty email field, e.g. you@example.com'),
  submitLabel: z.string().min(1).describe('The text on the submit button, e.g. Subscribe'),
  event: eventNameSchema.describe('The event sent on submit, e.g. SUBSCRIBE; the step handles it with { "flag": … } to switch on this block’s flag'),
  flag: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/)
    .meta({
      description: 'The flag, in camelCase, that shows the thanks once switched on; use the same name in the step’s transition',
      examples: ['newsletterSubmitted'],
    }),
  thanks: z.string().min(1).describe('The thank-you line that replaces the form once submitted'),
  submittingLabel: z.string().min(1).optional().describe('With "deliver": the button text while the address is being sent (default Sending...)'),
  deliver: deliverySchema.optional(),
});
