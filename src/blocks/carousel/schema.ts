import { z } from 'zod';
import { imageSchema, sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const carouselBlock = defineBlock('carousel', 'A swipeable row of pictures with captions', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().optional().describe(sharedHelp.optionalHeading),
  slides: z
    .array(
      z.strictObject({
        image: imageSchema.describe('The picture'),
        caption: z.string().min(1).describe('A line under the picture'),
      }),
    )
    .min(2)
    .describe('The pictures, in order (at least 2); visitors swipe or use the arrows'),
});
