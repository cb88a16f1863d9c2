import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const caseStudyCardsBlock = defineBlock('case-study-cards', 'The case studies from content/case-studies.json as cards linking to their pages', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().min(1).describe(sharedHelp.heading),
  intro: z.string().optional().describe(sharedHelp.intro),
  layout: z
    .enum(['grid', 'carousel'])
    .default('grid')
    .describe('grid: cards side by side; carousel: a carousel on desktop and a list on phones'),
  firstInView: z
    .boolean()
    .default(false)
    .describe(
      "The gallery starts on the page's first screen (right under its heading): the first card's picture is the page's lead picture, preloaded and fetched at once, since on a phone it is the largest thing painted",
    ),
});
