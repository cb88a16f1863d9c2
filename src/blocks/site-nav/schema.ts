import { z } from 'zod';
import { anchorIdSchema, hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const siteNavBlock = defineBlock('site-nav', 'The fixed top navigation: section links that glide to their section, a page link, and a phone menu', {
  sections: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('The link text, e.g. About'),
        scrollTo: anchorIdSchema.describe('The "id" of the block the link scrolls to, e.g. about'),
      }),
    )
    .min(1)
    .describe('Links to sections of this page, in order; on phones they fold into the menu'),
  link: z
    .strictObject({ label: z.string().min(1).describe('The button text, e.g. Showcase'), href: hrefSchema })
    .describe('A link to another page, shown as a button at the right'),
});
