import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const logoGalleryBlock = defineBlock('logo-gallery', 'Logos from content/logos.json, as a carousel or a grid; each opens full screen', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
  layout: z.enum(['carousel', 'grid']).default('grid').describe('grid: logos side by side; carousel: a swipeable row'),
  limit: z.number().int().positive().optional().describe('Show only the first N logos; leave out to show them all'),
});
