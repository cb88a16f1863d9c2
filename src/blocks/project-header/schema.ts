import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const projectHeaderBlock = defineBlock('project-header', 'The case study’s opening: a back link, its headline (h1), summary, tags and key facts', {
  back: z
    .strictObject({
      label: z.string().min(1).describe('The link text, e.g. All work'),
      to: hrefSchema.describe('Where the link goes, e.g. /showcase'),
    })
    .describe('The link with a left arrow above the headline'),
});
