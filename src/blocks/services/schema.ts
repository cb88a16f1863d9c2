import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const servicesBlock = defineBlock('services', 'The service cards from content/services.json, each with its expertise tags', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
});
