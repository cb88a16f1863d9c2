import { z } from 'zod';
import { actionSchema, iconSchema, imageSchema, sharedHelp } from '../../../schemas/common.ts';
import { currencySchema } from '../../../schemas/currency.ts';
import { defineBlock } from '../defineBlock.ts';

export const productBlock = defineBlock('product', 'A product card: picture, name, price, details and a buy button', {
  eyebrow: z.string().optional().describe('A short line above the name, in small coloured capitals'),
  name: z.string().min(1).describe('The product name, the page heading (h1)'),
  price: z.number().positive().meta({ description: sharedHelp.price, examples: [49] }),
  currency: currencySchema,
  description: z.string().min(1).describe('A paragraph about the product, under the buy button'),
  image: imageSchema.describe('The product picture'),
  details: z
    .array(
      z.strictObject({
        icon: iconSchema.describe('The icon before the line, e.g. truck'),
        label: z.string().min(1).describe('The line, e.g. Free delivery in 3–5 days'),
      }),
    )
    .default([])
    .describe('Small lines with an icon under the button, e.g. delivery and returns'),
  action: actionSchema.describe('The buy button, under the price'),
});
