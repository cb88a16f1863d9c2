import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const contactBlock = defineBlock('contact', 'A mailto card (the address from content/site.json) and a response-time card', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  text: z.string().optional(),
  emailLabel: z.string().default('Email me'),
  responseTime: z.string().min(1).describe('e.g. 24 hours'),
  responseText: z.string().min(1),
});
