import { z } from 'zod';
import { hrefSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const footerBlock = defineBlock('footer', 'Small print at the foot of a page', {
  text: z.string().min(1),
  links: z.array(z.strictObject({ label: z.string().min(1), href: hrefSchema })).default([]),
});
