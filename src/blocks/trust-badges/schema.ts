import { z } from 'zod';
import { iconSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const trustBadgesBlock = defineBlock('trust-badges', 'A row of small reassurance badges (secure checkout, guarantee…)', {
  items: z
    .array(
      z.strictObject({
        icon: iconSchema.describe('The badge’s icon, e.g. lock'),
        label: z.string().min(1).describe('The badge text, e.g. Secure checkout'),
      }),
    )
    .min(1)
    .describe('The badges, in a row; placed just before a button that moves the funnel on, they are drawn under it, with it'),
});
