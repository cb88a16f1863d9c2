import { z } from 'zod';
import { blockSchema } from '../src/blocks/registry.ts';
import { eventNameSchema } from './common.ts';
import { themeSchema } from './theme.ts';

/** The newest config format this build reads. Older files are migrated on load. */
export const FUNNEL_FORMAT_VERSION = 1;

export const stepIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a lower-case step id, e.g. thank-you')
  .describe('A step id; steps are addressed by it in transitions');

export const transitionSchema = z.union([
  stepIdSchema.describe('Go straight to this step'),
  z
    .strictObject({
      target: stepIdSchema.optional().describe('Step to go to; leave out to stay on this step'),
      delay: z.string().optional().describe('Name of a delay in "delays": the step shows as submitting until it passes'),
      flag: z.string().regex(/^[a-z][a-zA-Z0-9]*$/).optional().describe('Context flag to set, e.g. newsletterSubmitted'),
    })
    .describe('A transition with a delay and/or a flag'),
]);

export const stepSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'expected a URL segment like "order", or "" for the landing step')
      .describe('URL segment under /funnels/<slug>/; "" for the landing step'),
    title: z.string().min(1).describe('Document title of this step'),
    description: z.string().min(1).describe('Meta description of this step'),
    final: z.boolean().default(false).describe('A thank-you step: the end of the flow'),
    blocks: z.array(blockSchema).min(1).describe('What the step shows, top to bottom'),
    on: z
      .record(eventNameSchema, transitionSchema)
      .default({})
      .describe('Events this step handles and where they lead'),
  })
  .describe('One page of the funnel');

export const funnelSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path to funnel.schema.json, for editor help'),
    version: z.literal(FUNNEL_FORMAT_VERSION).describe('Config format version'),
    title: z.string().min(1).describe('Name of the funnel, e.g. Lumière Glow Serum'),
    pitch: z.string().min(1).describe('One line that sells the funnel, shown in listings'),
    theme: themeSchema,
    initial: stepIdSchema.describe('The landing step'),
    delays: z
      .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), z.number().int().min(0).max(10_000))
      .default({})
      .describe('Named delays in milliseconds, e.g. { "submit": 600 }'),
    steps: z.record(stepIdSchema, stepSchema).describe('The steps, by id'),
  })
  .describe('A demo sales funnel');

export type FunnelDefinition = z.infer<typeof funnelSchema>;
export type FunnelStep = z.infer<typeof stepSchema>;
export type Transition = z.infer<typeof transitionSchema>;

/** A validated funnel as it ships to the browser: the definition plus its slug (the file name). */
export type Funnel = FunnelDefinition & { slug: string };
