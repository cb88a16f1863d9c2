import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const contactBlock = defineBlock('contact', 'A mailto card (the address from content/site.json) and a response-time card', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  text: z.string().optional().describe(sharedHelp.text),
  emailLabel: z.string().default('Email me').describe('The line above the email address on the mail card'),
  responseTime: z.string().min(1).describe('How soon you reply, shown large on the second card, e.g. 24 hours'),
  responseText: z.string().min(1).describe('A sentence under the response time'),
});
