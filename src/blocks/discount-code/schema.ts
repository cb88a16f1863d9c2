import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const discountCodeBlock = defineBlock('discount-code', 'A code the visitor can copy, e.g. a referral code', {
  heading: z.string().min(1),
  text: z.string().optional(),
  code: z.string().regex(/^[A-Z0-9-]+$/, 'expected an upper-case code, e.g. GLOW10'),
});
