import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const footerBlock = defineBlock('footer', 'Small print at the foot of a page', {
  text: z.string().min(1).describe('The small print, e.g. © 2025 Lumière Skincare'),
  links: z
    .array(z.strictObject({ label: z.string().min(1).describe('The link text'), href: hrefSchema }))
    .default([])
    .describe('Small links beside the text, e.g. Privacy; leave out for none'),
});
