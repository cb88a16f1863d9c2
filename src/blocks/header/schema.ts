import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const headerBlock = defineBlock('header', 'The mini-site top bar: brand, a way back and an optional contact link', {
  brand: z.string().min(1).describe('Brand name shown as the wordmark'),
  tagline: z.string().optional().describe('A few words beside the brand on wide screens'),
  back: z
    .strictObject({
      label: z.string().min(1),
      to: hrefSchema.describe('Where the link goes, e.g. /showcase'),
    })
    .optional()
    .describe('A Back link out of the funnel'),
  contact: z
    .strictObject({ label: z.string().min(1), href: hrefSchema })
    .optional()
    .describe('A contact shortcut, e.g. a tel: link'),
});
