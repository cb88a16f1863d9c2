import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const screenGridBlock = defineBlock('screen-grid', 'Every screen with its design rationale and process note', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
});
