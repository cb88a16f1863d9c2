import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const ratingBlock = defineBlock('rating', 'Social proof: an average score, the number of reviews and a few quotes', {
  score: z.number().min(0).max(5).meta({ description: 'The average rating out of 5, shown as stars and as e.g. 4.9', examples: [4.9] }),
  count: z.number().int().min(0).meta({ description: 'How many reviews, written without commas: 1248 shows as 1,248', examples: [1248] }),
  label: z.string().default('reviews').describe('What the count counts, after the number, e.g. reviews'),
  heading: z.string().optional().describe('A heading above the score; leave out for none'),
  quotes: z
    .array(
      z.strictObject({
        text: z.string().min(1).describe('The quote, without quotation marks (they are added)'),
        author: z.string().min(1).describe('Who said it, e.g. Amara J.'),
        detail: z.string().optional().describe('A few words after the name, e.g. Verified buyer'),
      }),
    )
    .default([])
    .describe('Customer quotes, each with five stars; leave out for none'),
});
