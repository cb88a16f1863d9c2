import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const itineraryBlock = defineBlock('itinerary', 'A day-by-day route as a timeline', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
  stops: z
    .array(
      z.strictObject({
        days: z.string().min(1).describe('When, shown above the place, e.g. Days 1–2'),
        place: z.string().min(1).describe('Where, e.g. Kyoto'),
        text: z.string().min(1).describe('A line or two about the stop'),
      }),
    )
    .min(1)
    .describe('The stops, in order along the timeline'),
});
