import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const factsBlock = defineBlock('facts', 'A row of key figures: a big value and its label', {
  items: z
    .array(
      z.strictObject({
        value: z.string().min(1).describe('The figure, shown large, e.g. 14 days'),
        label: z.string().min(1).describe('What the figure is about, e.g. Trip length'),
      }),
    )
    .min(1)
    .describe('The figures, side by side'),
});
