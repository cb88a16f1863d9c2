import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const backBlock = defineBlock('back', 'A Back link, or a button that goes back in history (falling back to a link)', {
  label: z.string().default('Back'),
  mode: z.enum(['link', 'history']).default('link').describe('history goes to the previous page when there is one'),
  to: hrefSchema
    .optional()
    .describe('Where the link goes (history mode: where to go when there is no previous page); default: one level up, the funnel landing page'),
});
