import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const textBlock = defineBlock('text', 'A heading and a few paragraphs', {
  eyebrow: z.string().optional(),
  heading: z.string().optional(),
  paragraphs: z.array(z.string().min(1)).min(1),
  align: z.enum(['start', 'center']).default('start'),
});
