import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const designGalleryBlock = defineBlock('design-gallery', 'Design work from content/designs.json as a grid; each opens full screen', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
  limit: z.number().int().positive().optional().describe(sharedHelp.limit),
});
