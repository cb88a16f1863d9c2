import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const privacyNoticeBlock = defineBlock(
  'privacy-notice',
  'The privacy notice: what the site keeps in the browser and for how long, what it sends and to whom, and how to change the consent choice, all worked out from content/site.json and the funnels (only the privacy page uses it)',
  {
    heading: z.string().min(1).default('Privacy').describe('The page’s main heading'),
    intro: z
      .string()
      .min(1)
      .optional()
      .describe('A paragraph of your own under the heading, e.g. who runs the site; the facts below it are written for you from the config'),
  },
);
