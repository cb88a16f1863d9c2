import { z } from 'zod';
import { actionSchema, imageSchema } from '../../../schemas/common.ts';
import { amountSchema, currencySchema } from '../../../schemas/currency.ts';
import { defineBlock } from '../defineBlock.ts';

export const upsellBlock = defineBlock('upsell', 'A one-time offer with an accept and a decline', {
  badge: z.string().optional().describe('A small label above the heading, e.g. One-time offer'),
  heading: z.string().min(1).describe('The offer’s heading, the page heading (h1)'),
  text: z.string().min(1).describe('A sentence or two that sells the offer'),
  image: imageSchema.describe('The offer picture'),
  regularPrice: z
    .number()
    .positive()
    .optional()
    .meta({
      description: 'The price before the discount, not in cents; the offer price is worked out from it and both show. Leave out to show only the discount',
      examples: [40],
    }),
  regularAmount: amountSchema.optional().meta({
    description:
      'On a funnel that takes payment: the price before the discount in the currency’s minor unit (2400 is €24.00); the offer price charged and shown is worked out from it, and must come to a whole number of minor units. Give either this or "regularPrice"',
    examples: [2400],
  }),
  discountPercent: z
    .number()
    .int()
    .min(1)
    .max(99)
    .meta({ description: 'The discount in percent, 1–99; 20 shows as “20% off”', examples: [20] }),
  currency: currencySchema,
  includes: z
    .array(z.string().min(1).describe('One line, e.g. A wooden spice box'))
    .default([])
    .describe('What the offer includes, as ticked lines; leave out for none'),
  accept: actionSchema.describe('The button that takes the offer, e.g. Yes, add it'),
  decline: actionSchema.describe('The button that turns it down, e.g. No thanks'),
});
