import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const textBlock = defineBlock('text', 'A heading and a few paragraphs', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().optional().describe(sharedHelp.optionalHeading),
  paragraphs: z.array(z.string().min(1).describe('One paragraph')).min(1).describe('The paragraphs of text, in order'),
  align: z.enum(['start', 'center']).default('start').describe('start: aligned left; center: centred'),
});
