import { z } from 'zod';
import { imageSchema, sharedHelp } from '../../../schemas/common.ts';
import { amountSchema, currencySchema } from '../../../schemas/currency.ts';
import { defineBlock } from '../defineBlock.ts';

export const orderOptionSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({ description: 'The option’s id, lower-case with dashes; "default" names one', examples: ['one', 'two'] }),
  title: z.string().min(1).describe('The option’s name, e.g. 1 Bottle'),
  price: z.number().positive().meta({ description: sharedHelp.price, examples: [59] }),
  amount: amountSchema.optional(),
  note: z.string().optional().describe('A small line under the name, e.g. 30-day supply'),
  badge: z.string().optional().describe('A highlight on the option, in the accent colour, e.g. Save 15%'),
  image: imageSchema.optional().describe('A small picture beside the name'),
});

export const orderOptionsBlock = defineBlock('order-options', 'A choice of packages as a radio group; the choice lives in the machine', {
  name: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/)
    .meta({ description: 'A name for the choice in camelCase, unique on the page; not shown', examples: ['bottles'] }),
  legend: z.string().min(1).describe('The question the options answer, shown as the page heading (h1), e.g. Choose your bundle'),
  currency: currencySchema,
  options: z.array(orderOptionSchema).min(2).describe('The packages to choose from (at least 2); the visitor picks one'),
  default: z.string().describe('The id of the option chosen when the page opens'),
  featured: z
    .string()
    .optional()
    .meta({
      description: 'The id of an option to present first, with its badge as a banner across the top of its card; leave out to show the options as listed',
      examples: ['two'],
    }),
});
