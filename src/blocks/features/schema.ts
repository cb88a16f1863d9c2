import { z } from 'zod';
import { iconSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const featuresBlock = defineBlock('features', 'A grid of benefits or steps, each with an icon, a title and a line of text', {
  eyebrow: z.string().optional(),
  heading: z.string().optional(),
  intro: z.string().optional(),
  numbered: z.boolean().default(false).describe('Show items as numbered steps instead of icons'),
  items: z
    .array(z.strictObject({ icon: iconSchema, title: z.string().min(1), text: z.string().min(1) }))
    .min(1),
});
