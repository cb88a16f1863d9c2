import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const projectHeaderBlock = defineBlock('project-header', 'The case study’s opening: a back link, its headline (h1), summary, tags and key facts', {
  back: z.strictObject({ label: z.string().min(1), to: hrefSchema }),
});
