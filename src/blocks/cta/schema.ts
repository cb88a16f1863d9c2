import { z } from 'zod';
import { actionSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const ctaBlock = defineBlock('cta', 'A call-to-action band: a heading and one or more buttons', {
  heading: z.string().optional().describe('The band’s heading; leave out for none'),
  text: z.string().optional().describe('A sentence or two above the buttons; without a heading, a note in small print under them (the step’s action group)'),
  actions: z.array(actionSchema).min(1).describe('The buttons, side by side; each moves the funnel on, scrolls or opens a link'),
  tone: z.enum(['plain', 'strong']).default('plain').describe('plain: on the page background; strong: the band is filled with the primary colour'),
});
