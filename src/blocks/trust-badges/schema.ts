import { z } from 'zod';
import { iconSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const trustBadgesBlock = defineBlock('trust-badges', 'A row of small reassurance badges (secure checkout, guarantee…)', {
  items: z.array(z.strictObject({ icon: iconSchema, label: z.string().min(1) })).min(1),
});
