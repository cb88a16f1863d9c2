import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const websiteGridBlock = defineBlock('website-grid', 'Client websites from content/websites.json, each with its favicon, opening in a new tab', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
  limit: z.number().int().positive().optional().describe(sharedHelp.limit),
});
