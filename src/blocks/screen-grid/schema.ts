import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const screenGridBlock = defineBlock('screen-grid', 'Every screen with its design rationale and process note', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
});
