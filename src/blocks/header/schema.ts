import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const headerBlock = defineBlock('header', 'The mini-site top bar: brand, a way back and an optional contact link', {
  brand: z.string().min(1).describe('The brand name, shown at the left as the wordmark'),
  tagline: z.string().optional().describe('A few words beside the brand, on wide screens only'),
  back: z
    .strictObject({
      label: z.string().min(1).describe('The link text, e.g. All demos'),
      to: hrefSchema.describe('Where the link goes, e.g. /showcase'),
    })
    .optional()
    .describe('A link with a left arrow, out of the funnel; leave out for none'),
  contact: z
    .strictObject({
      label: z.string().min(1).describe('The link text, e.g. Call us'),
      href: hrefSchema.describe('Where it goes, usually a tel: or mailto: link'),
    })
    .optional()
    .describe('A contact link with a phone icon; leave out for none'),
});
