import { z } from 'zod';
import { actionSchema, imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const upsellBlock = defineBlock('upsell', 'A one-time offer with an accept and a decline', {
  badge: z.string().optional().describe('e.g. One-time offer'),
  heading: z.string().min(1),
  text: z.string().min(1),
  image: imageSchema,
  regularPrice: z.number().positive().optional().describe('Price before the discount; the offer price is derived. Leave out to show only the discount'),
  discountPercent: z.number().int().min(1).max(99).describe('Shown as “20% off”'),
  currency: z.enum(['USD', 'EUR', 'GBP']).default('USD'),
  includes: z.array(z.string().min(1)).default([]),
  accept: actionSchema,
  decline: actionSchema,
});
