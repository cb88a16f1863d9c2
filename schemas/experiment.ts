import { z } from 'zod';
import { blockSchema } from '../src/blocks/registry.ts';
import { eventNameSchema } from './common.ts';
import { GA4_EVENT_NAMES } from './tracking.ts';

/** Lower-case words joined by single dashes: it is part of an address, a cookie name and a GA4 parameter. */
const slugLike = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const stepRef = z
  .string()
  .regex(slugLike, 'expected a lower-case step id, e.g. order')
  .meta({ description: 'The id of a step (a key of "steps")', examples: ['order'] });

export const blockChangeSchema = z
  .union([
    z
      .strictObject({
        block: z.number().int().min(0).meta({ description: 'The block to change: its place in the step’s "blocks", counting from 0', examples: [2] }),
        set: z
          .record(z.string().describe('A field of the block'), z.unknown().describe('Its new value, as the block reference describes the field'))
          .meta({ description: 'Fields of that block to set, as the block reference names them; the others stay as they are', examples: [{ featured: 'two' }] }),
      })
      .describe('Sets some fields of one block'),
    z
      .strictObject({
        block: z.number().int().min(0).describe('The block to replace: its place in the step’s "blocks", counting from 0'),
        replace: blockSchema.describe('The block shown instead'),
      })
      .describe('Replaces one block with another'),
  ])
  .meta({ title: 'change', description: 'One change a variant makes to its step: { "block": n, "set": {…} } or { "block": n, "replace": {…} }' });

export const variantSchema = z
  .strictObject({
    id: z
      .string()
      .regex(slugLike, 'expected a lower-case id, e.g. control or b')
      .max(24)
      .meta({ description: 'The variant’s id, lower-case: in reports (variant_id) and in its address, e.g. /funnels/skincare/order/b', examples: ['control', 'b'] }),
    weight: z
      .number()
      .int('expected a whole percent: 50, not 50.5')
      .min(1)
      .max(99)
      .meta({ description: 'The share of visitors who get this variant, in whole percent; the weights of an experiment add up to 100', examples: [50] }),
    changes: z.array(blockChangeSchema).default([]).describe('What this variant changes on the step; none for the control'),
    on: z
      .record(eventNameSchema, stepRef)
      .default({})
      .describe('Transitions this variant takes instead of the step’s own, e.g. { "CHECKOUT": "downsell" } for an extra step'),
  })
  .describe('One version of the step');

export const experimentGoalSchema = z
  .union([
    z.strictObject({ step: stepRef.describe('A step to reach, e.g. thank-you') }).describe('Reaching that step'),
    z.strictObject({ event: z.enum(GA4_EVENT_NAMES).describe('An event of this file’s tracking plan, e.g. purchase') }).describe('That tracked event firing'),
  ])
  .meta({ title: 'goal', description: 'What counts as a success: { "step": id } or { "event": GA4 event of the tracking plan }', examples: [{ event: 'purchase' }] });

export const experimentSchema = z
  .strictObject({
    name: z
      .string()
      .regex(slugLike, 'expected a lower-case name with dashes, e.g. two-bottles-first')
      .max(40)
      .meta({ description: 'The experiment’s name, lower-case with dashes; reports show it as <file name>.<name>', examples: ['two-bottles-first'] }),
    step: stepRef.describe('The step the experiment runs on (a key of "steps")'),
    goal: experimentGoalSchema,
    variants: z
      .array(variantSchema)
      .min(2, 'an experiment needs at least 2 variants')
      .describe('Two or more versions of the step; the first is the control, shown to visitors without JavaScript and at the step’s own address'),
  })
  .superRefine((experiment, context) => {
    const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100) {
      context.addIssue({
        code: 'custom',
        path: ['variants'],
        message: `the weights add up to ${String(total)} (${experiment.variants.map((variant) => `${variant.id} ${String(variant.weight)}`).join(', ')}); they must add up to 100`,
      });
    }
    const seen = new Set<string>();
    experiment.variants.forEach((variant, index) => {
      if (seen.has(variant.id)) context.addIssue({ code: 'custom', path: ['variants', index, 'id'], message: `variant id "${variant.id}" is used twice` });
      seen.add(variant.id);
    });
  })
  .describe('A split test on one step: its variants, their weights and the goal');

export type Experiment = z.infer<typeof experimentSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type BlockChange = z.infer<typeof blockChangeSchema>;
export type ExperimentGoal = z.infer<typeof experimentGoalSchema>;
