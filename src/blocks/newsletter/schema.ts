import { z } from 'zod';
import { eventNameSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const newsletterBlock = defineBlock('newsletter', 'An email signup that thanks the visitor in place once submitted', {
  heading: z.string().min(1),
  text: z.string().optional(),
  label: z.string().default('Email address').describe('Label of the email field'),
  placeholder: z.string().optional(),
  submitLabel: z.string().min(1),
  event: eventNameSchema.describe('Sent on submit; the step sets a flag with it'),
  flag: z.string().regex(/^[a-z][a-zA-Z0-9]*$/).describe('Context flag that, once set, shows the thanks text'),
  thanks: z.string().min(1).describe('Replaces the form once submitted'),
});
