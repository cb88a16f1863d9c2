import { z } from 'zod';
import { actionSchema, iconSchema, imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const heroBlock = defineBlock('hero', 'The opening statement of a page: headline, pitch, picture and actions', {
  eyebrow: z.string().optional().describe('A short line above the headline, in small coloured capitals'),
  heading: z.string().min(1).describe('The page headline, the biggest text on the page (its h1)'),
  text: z.string().optional().describe('One or two sentences under the headline'),
  image: imageSchema.optional().describe('The picture beside the text; leave out for text only'),
  icon: iconSchema.optional().describe('A large icon above the headline, e.g. check on a thank-you page'),
  actions: z.array(actionSchema).default([]).describe('Buttons under the text; leave out for none'),
  highlights: z.array(z.string().min(1)).default([]).describe('Short selling points, each with a tick, under the text'),
  layout: z.enum(['split', 'centered']).default('split').describe('split: the picture beside the text; centered: everything centred'),
});
