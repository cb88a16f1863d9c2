import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const aboutBlock = defineBlock('about', 'About the owner: a heading, a few paragraphs and key figures', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  figures: z.array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) })).default([]),
});
