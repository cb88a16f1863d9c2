import { z } from 'zod';
import { imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const orderOptionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/).describe('Option id, kept in the machine context when chosen'),
  title: z.string().min(1).describe('e.g. 1 Bottle'),
  price: z.number().positive().describe('Price in whole currency units, e.g. 59'),
  note: z.string().optional().describe('A line under the title, e.g. 30-day supply'),
  badge: z.string().optional().describe('A highlight label, e.g. Save 15%'),
  image: imageSchema.optional(),
});

export const orderOptionsBlock = defineBlock('order-options', 'A choice of packages as a radio group; the choice lives in the machine', {
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/).describe('Selection name in the machine context, e.g. bottles'),
  legend: z.string().min(1).describe('The question the options answer'),
  currency: z.enum(['USD', 'EUR', 'GBP']).default('USD'),
  options: z.array(orderOptionSchema).min(2),
  default: z.string().describe('Id of the option chosen at first'),
});
