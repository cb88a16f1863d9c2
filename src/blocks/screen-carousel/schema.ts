import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const screenCarouselBlock = defineBlock('screen-carousel', 'The case study’s screens in a carousel at 9:16; each opens in the viewer', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
});
