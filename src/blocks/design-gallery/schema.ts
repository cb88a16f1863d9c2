import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const designGalleryBlock = defineBlock('design-gallery', 'Design work from content/designs.json as a grid; each opens full screen', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
  limit: z.number().int().positive().optional(),
});
