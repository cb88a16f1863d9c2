import { z } from 'zod';
import { actionSchema, iconSchema, imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const heroBlock = defineBlock('hero', 'The opening statement of a page: headline, pitch, picture and actions', {
  eyebrow: z.string().optional().describe('Small line above the headline'),
  heading: z.string().min(1).describe('The page headline (the one h1)'),
  text: z.string().optional().describe('One or two sentences under the headline'),
  image: imageSchema.optional(),
  icon: iconSchema.optional().describe('A large icon instead of a picture, e.g. on a thank-you page'),
  actions: z.array(actionSchema).default([]).describe('Buttons under the text'),
  highlights: z.array(z.string().min(1)).default([]).describe('Short ticked selling points'),
  layout: z.enum(['split', 'centered']).default('split').describe('Picture beside the text, or everything centred'),
});
