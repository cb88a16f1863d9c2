import { z } from 'zod';
import { blockSchema } from '../src/blocks/registry.ts';
import { eventNameSchema } from './common.ts';
import { branchListSchema } from './branch.ts';
import { experimentSchema } from './experiment.ts';
import { forecastSchema } from './forecast.ts';
import { pricesFromAmounts } from './pricesFromAmounts.ts';
import { themeSchema } from './theme.ts';
import { trackingSchema } from './tracking.ts';

/** The newest config format this build reads. Older files are migrated on load. */
export const FUNNEL_FORMAT_VERSION = 2 as const;

export const stepIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a lower-case step id, e.g. thank-you')
  .meta({
    title: 'step id',
    description:
      'A step’s id: lower-case letters and digits, words joined by single dashes. It must be a key of "steps" in this file (npm run check names a misspelt one)',
    // Editors offer examples as completions, so only ids every shipped funnel has: a target must name a step of its own file.
    examples: ['landing', 'thank-you'],
  });

const camelName = /^[a-z][a-zA-Z0-9]*$/;

export const transitionSchema = z
  .union([
    stepIdSchema.describe('Go straight to this step (its id, a key of "steps")'),
    z
      .strictObject({
        target: stepIdSchema.optional().describe('The step to go to (its id, a key of "steps"); leave out to stay on this step'),
        delay: z
          .string()
          .optional()
          .meta({
            description: 'The name of a delay in "delays": the step shows as submitting (the form button reads Submitting...) until it passes, then moves on',
            examples: ['submit'],
          }),
        flag: z
          .string()
          .regex(camelName)
          .optional()
          .meta({
            description: 'A flag to switch on, in camelCase; a newsletter block with the same "flag" then shows its thanks',
            examples: ['newsletterSubmitted'],
          }),
      })
      .meta({
        description: 'A transition that waits for a delay and/or switches on a flag',
        examples: [{ target: 'thank-you', delay: 'submit' }, { flag: 'newsletterSubmitted' }],
      }),
    branchListSchema,
  ])
  .meta({
    title: 'transition',
    description: 'Where the event leads: a step id, an object with target, delay and/or flag, or a list of branches tried in order, each with a condition',
  });

export const stepSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'expected a URL segment like "order", or "" for the landing step')
      .meta({
        description:
          'The step’s address after /funnels/<file name>/: lower-case words joined by dashes; "" for the landing step, which lives at /funnels/<file name>',
        examples: ['', 'order', 'thank-you'],
      }),
    title: z.string().min(1).describe('The step’s title in the browser tab and in search results'),
    description: z.string().min(1).describe('One or two sentences about the step for search results and link previews (not shown on the page)'),
    final: z.boolean().default(false).describe('true on a thank-you step: the end of the flow, which needs no way out'),
    blocks: z.array(blockSchema).min(1).describe('What the step shows, top to bottom; "type" picks the kind of block'),
    on: z
      .record(eventNameSchema, transitionSchema)
      .default({})
      .describe('The events this step handles and where each leads, e.g. "ORDER": "order"; every event its buttons and forms send must be here'),
  })
  .describe('One page of the funnel');

const funnelObjectSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .meta({ description: 'Where this file’s JSON Schema is, for editor help; leave as is', examples: ['../schemas/funnel.schema.json'] }),
    version: z
      .literal(FUNNEL_FORMAT_VERSION)
      .describe('The config format version; older files still load (they are migrated when read), newer ones need a newer site'),
    title: z.string().min(1).describe('The funnel’s name, shown on its card in the funnel gallery, e.g. Lumière Glow Serum'),
    order: z
      .number()
      .int('expected a whole number: 1, 2, 3…')
      .min(1)
      .optional()
      .meta({
        description:
          'Where the funnel’s card sits in the funnel gallery: 1 first, then 2, and so on; no two funnels may share a number. Leave out to list the funnel after the numbered ones, by title',
        examples: [1],
      }),
    pitch: z.string().min(1).describe('One line that sells the funnel, shown under its name in the funnel gallery'),
    theme: themeSchema,
    landing: stepIdSchema.describe('The id of the landing step, the one a visitor sees first (a key of "steps")'),
    delays: z
      .record(
        z.string().regex(camelName).describe('The delay’s name in camelCase, e.g. submit'),
        z
          .number()
          .int()
          .min(0)
          .max(10_000)
          .meta({ description: 'How long to wait, in ms (1000 ms = 1 second; at most 10000)', examples: [600] }),
      )
      .default({})
      .meta({
        description: 'Named waits in ms, used by transitions that pause to show Submitting..., e.g. { "submit": 600 }',
        examples: [{ submit: 600 }],
      }),
    steps: z
      .record(
        stepIdSchema.describe('A step’s id: lower-case letters and digits, words joined by single dashes; transitions name the step by it'),
        stepSchema,
      )
      .describe('The steps, by id: each key is a step id (lower-case, dashes), each value one page of the funnel'),
    // Last, as in the files: a plan reads best after the steps it names.
    tracking: trackingSchema.default({ pageViews: true, events: [] }),
    experiments: z
      .array(experimentSchema)
      .default([])
      .describe('Split tests: each runs on one step, shows each visitor one of its variants by weight, and measures a goal'),
    forecast: forecastSchema.optional(),
  })
  .describe('A demo sales funnel');

/**
 * A funnel file: a paying funnel's prices, written as `amount`s in minor units, are given the `price` every block
 * shows before the file is checked (pricesFromAmounts), so what a visitor sees and what they pay are one entry.
 */
export const funnelSchema = z.preprocess(pricesFromAmounts, funnelObjectSchema);

export type FunnelDefinition = z.infer<typeof funnelSchema>;
/** A funnel file's JSON as it is written (defaults left out, prices as `price` or `amount`). */
export type FunnelFile = z.input<typeof funnelObjectSchema>;
export type FunnelStep = z.infer<typeof stepSchema>;
export type Transition = z.infer<typeof transitionSchema>;

/**
 * A validated funnel as it ships to the browser: the definition plus its slug (the file name) and, on a
 * client's site, where its landing step is ('' at the site's root, /day-trips beside it); on the portfolio,
 * /funnels/<slug> (src/engine/funnelAddress.ts).
 */
export type Funnel = FunnelDefinition & {
  slug: string;
  address?: string;
  /** On a client's site, the language of the funnel's words (each language's copy its own); the portfolio's are English. */
  language?: string;
  /** What a translated copy is looked up by (fjord-tours.en: its words file's name); the home-language funnel is found by its slug. */
  key?: string;
};
