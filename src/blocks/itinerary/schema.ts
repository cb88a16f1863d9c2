import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const itineraryBlock = defineBlock('itinerary', 'A day-by-day route as a timeline', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
  stops: z
    .array(
      z.strictObject({
        days: z.string().min(1).describe('e.g. Days 1–2'),
        place: z.string().min(1),
        text: z.string().min(1),
      }),
    )
    .min(1),
});
