import { z } from 'zod';
import { anchorIdSchema, hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const siteNavBlock = defineBlock('site-nav', 'The fixed top navigation: section links that glide to their section, a page link, and a phone menu', {
  sections: z
    .array(z.strictObject({ label: z.string().min(1), scrollTo: anchorIdSchema }))
    .min(1)
    .describe('Links to sections of this page'),
  link: z.strictObject({ label: z.string().min(1), href: hrefSchema }).describe('A link to another page, shown as a button'),
});
