import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const websiteGridBlock = defineBlock('website-grid', 'Client websites from content/websites.json, each with its favicon, opening in a new tab', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
  limit: z.number().int().positive().optional(),
});
