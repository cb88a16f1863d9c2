import { z } from 'zod';
import { imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const carouselBlock = defineBlock('carousel', 'A swipeable row of pictures with captions', {
  eyebrow: z.string().optional(),
  heading: z.string().optional(),
  slides: z.array(z.strictObject({ image: imageSchema, caption: z.string().min(1) })).min(2),
});
