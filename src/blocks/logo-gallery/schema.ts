import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const logoGalleryBlock = defineBlock('logo-gallery', 'Logos from content/logos.json, as a carousel or a grid; each opens full screen', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
  layout: z.enum(['carousel', 'grid']).default('grid'),
  limit: z.number().int().positive().optional().describe('Show only the first N logos'),
});
