import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const funnelGalleryBlock = defineBlock('funnel-gallery', 'Every funnel found in funnels/, with its title, pitch and a link to its landing page', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
});
