import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const screenCarouselBlock = defineBlock('screen-carousel', 'The case study’s screens in a carousel at 9:16; each opens in the viewer', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
});
