import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const aboutBlock = defineBlock('about', 'About the owner: a heading, a few paragraphs and key figures', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  paragraphs: z.array(z.string().min(1).describe('One paragraph')).min(1).describe('The paragraphs of text, in order'),
  figures: z
    .array(
      z.strictObject({
        value: z.string().min(1).describe('The figure, shown large, e.g. 100+'),
        label: z.string().min(1).describe('What the figure counts, e.g. Projects'),
      }),
    )
    .default([])
    .describe('Key figures beside the text; leave out for none'),
});
