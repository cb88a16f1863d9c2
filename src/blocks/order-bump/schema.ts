import { z } from 'zod';
import { imageSchema, sharedHelp } from '../../../schemas/common.ts';
import { amountSchema, currencySchema } from '../../../schemas/currency.ts';
import { defineBlock } from '../defineBlock.ts';

export const orderBumpBlock = defineBlock(
  'order-bump',
  'A one-line opt-in offer on a checkout step, placed under its order options: a checkbox, never ticked at first, that adds a small item to the order; the choice lives in the machine',
  {
    name: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9]*$/)
      .meta({
        description: 'A name for the offer in camelCase, unique in the file; not shown. The tracking plan and the forecast name it, e.g. { "bump": "cleanser" }',
        examples: ['cleanser'],
      }),
    title: z.string().min(1).describe('What the tick adds, e.g. Travel-size cleanser'),
    pitch: z.string().min(1).describe('One short sentence that sells it, shown under the checkbox'),
    price: z.number().positive().meta({ description: sharedHelp.price, examples: [12] }),
    amount: amountSchema.optional(),
    currency: currencySchema,
    image: imageSchema.optional().describe('A small picture beside the offer'),
  },
);
