import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const ratingBlock = defineBlock('rating', 'Social proof: an average score, the number of reviews and a few quotes', {
  score: z.number().min(0).max(5).describe('Average rating out of 5, e.g. 5'),
  count: z.number().int().min(0).describe('How many reviews, e.g. 1248 (shown as 1,248)'),
  label: z.string().default('reviews').describe('What the count counts'),
  heading: z.string().optional(),
  quotes: z
    .array(z.strictObject({ text: z.string().min(1), author: z.string().min(1), detail: z.string().optional() }))
    .default([])
    .describe('Customer quotes'),
});
