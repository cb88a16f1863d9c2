import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const funnelGalleryBlock = defineBlock('funnel-gallery', 'Every funnel found in funnels/ as a card, in the order their "order" fields give: its landing picture, title, pitch, steps and a link to its landing page', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
});
