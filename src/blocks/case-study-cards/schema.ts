import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const caseStudyCardsBlock = defineBlock('case-study-cards', 'The case studies from content/case-studies.json as cards linking to their pages', {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  intro: z.string().optional(),
  layout: z
    .enum(['grid', 'carousel'])
    .default('grid')
    .describe('grid: cards side by side; carousel: a carousel on desktop and a list on phones'),
});
