import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const backBlock = defineBlock('back', 'A Back link, or a button that goes back in history (falling back to a link)', {
  label: z.string().default('Back').describe('The link text, after a left arrow'),
  mode: z
    .enum(['link', 'history'])
    .default('link')
    .describe('link: always goes to "to"; history: goes back like the browser’s Back button, or to "to" when there is no previous page'),
  to: hrefSchema
    .optional()
    .describe('Where the link goes (in history mode: only when there is no previous page); leave out for one level up, e.g. the funnel’s landing page'),
});
