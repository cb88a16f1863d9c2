import { z } from 'zod';
import { actionSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const ctaBlock = defineBlock('cta', 'A call-to-action band: a heading and one or more buttons', {
  heading: z.string().optional(),
  text: z.string().optional(),
  actions: z.array(actionSchema).min(1).describe('The buttons; each sends an event, scrolls or links'),
  tone: z.enum(['plain', 'strong']).default('plain').describe('strong fills the band with the primary colour'),
});
