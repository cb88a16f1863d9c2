import { z } from 'zod';
import { eventNameSchema } from './common.ts';

const sourceSchema = z
  .string()
  .min(1)
  .meta({
    title: 'source',
    description:
      'Where the figure comes from: a published benchmark, named with its address (and the figure it gives), or "assumed: " and why. Every figure needs one',
    examples: ['Bold Commerce, The Checkout Benchmark: checkout completion 52.5% on desktop, 42.4% on mobile (boldcommerce.com/resources/checkout-benchmark-report)', 'assumed: a demo shop'],
  });

const shareSchema = z
  .number()
  .min(0)
  .max(1)
  .meta({ description: 'A share between 0 and 1: 0.12 is 12%', examples: [0.12] });

export const figureSchema = z
  .strictObject({ share: shareSchema, source: sourceSchema })
  .meta({ title: 'figure', description: 'A share of the step’s visitors and where that figure comes from', examples: [{ share: 0.3, source: 'assumed: a demo shop' }] });

export const eventFigureSchema = figureSchema
  .extend({
    worth: z
      .strictObject({
        amount: z.number().positive().meta({ description: 'What one such event earns, in the funnel’s currency, e.g. a booking’s fee', examples: [150] }),
        source: sourceSchema,
      })
      .optional()
      .describe('What each of these events is worth where the page shows no price (a booking, a lead): it counts as revenue; leave out where the tracking plan’s purchase already prices it'),
  })
  .meta({
    title: 'event figure',
    description: 'The share of the step’s visitors who send this event, where it comes from, and what one is worth where the page shows no price',
  });

const camelName = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a block’s "name" in camelCase, e.g. bottles');

export const stepForecastSchema = z
  .strictObject({
    events: z
      .record(eventNameSchema, eventFigureSchema)
      .default({})
      .describe(
        'By event the step handles: the share of its visitors who send it. The events that lead to another step add up to at most 1 (the rest leave); an event that stays on the step (a newsletter) has a share of its own',
      ),
    options: z
      .record(
        camelName.describe('The "name" of an order-options block on this step'),
        z.record(z.string().describe('An option id of that block'), figureSchema).describe('By option id: the share of the step’s visitors taking it; the rest keep the default option'),
      )
      .optional()
      .describe('By order-options name: the share taking each option'),
    bumps: z
      .record(camelName.describe('The "name" of an order-bump block on this step'), figureSchema)
      .optional()
      .describe('By order-bump name: the share of the step’s visitors who tick it'),
    answers: z
      .record(
        camelName.describe('The "name" of a question block on this step'),
        z
          .record(z.string().describe('An option id of that question'), figureSchema)
          .describe('By option id: the share of the visitors who answer that pick it; every option needs one and together they make 1'),
      )
      .optional()
      .describe(
        'By question name: the answer’s share of each option. The branch a visitor takes follows from the conditions, with answers to different questions taken as independent',
      ),
  })
  .describe('One step’s figures');

export const forecastSchema = z
  .strictObject({
    currency: z.enum(['USD', 'EUR', 'GBP']).default('USD').describe('The currency of the amounts here and of the prices the tracking plan reads'),
    visitors: z
      .strictObject({
        perMonth: z.number().int().positive().meta({ description: 'Visitors a month arriving on the landing step', examples: [20000] }),
        source: sourceSchema,
      })
      .describe('The traffic: visitors a month on the landing step'),
    steps: z
      .record(z.string().describe('A step id (a key of "steps")'), stepForecastSchema)
      .describe('By step id: every step a visitor can reach that has a way on needs its figures'),
    experiments: z
      .record(
        z.string().describe('The "name" of an experiment in this file'),
        z
          .record(
            z.string().describe('A variant id of that experiment'),
            z
              .strictObject({ steps: z.record(z.string(), stepForecastSchema).describe('Figures this variant changes, by step; the others are the funnel’s') })
              .describe('One variant’s own figures'),
          )
          .describe('By variant id: the figures that variant changes'),
      )
      .optional()
      .describe('A variant’s own figures, by experiment name and variant id, where it is expected to change what visitors do'),
  })
  .describe(
    'What a funnel is expected to earn: visitors a month and, per step, the share sending each event, taking each option and ticking each bump; `npm run forecast` and "How this funnel works" compute the numbers from the machine',
  );

export type Forecast = z.infer<typeof forecastSchema>;
export type StepForecast = z.infer<typeof stepForecastSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type EventFigure = z.infer<typeof eventFigureSchema>;
