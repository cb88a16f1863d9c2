import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const servicesBlock = defineBlock('services', 'The service cards from content/services.json, each with its expertise tags', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
});
