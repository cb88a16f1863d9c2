import { z } from 'zod';
import { actionSchema, iconSchema, imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const productBlock = defineBlock('product', 'A product card: picture, name, price, details and a buy button', {
  eyebrow: z.string().optional(),
  name: z.string().min(1).describe('Product name (the page h1)'),
  price: z.number().positive().describe('Price in whole currency units, e.g. 49'),
  currency: z.enum(['USD', 'EUR', 'GBP']).default('USD'),
  description: z.string().min(1),
  image: imageSchema,
  details: z.array(z.strictObject({ icon: iconSchema, label: z.string().min(1) })).default([]).describe('Delivery, returns…'),
  action: actionSchema.describe('The buy button'),
});
