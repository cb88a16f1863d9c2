import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const discountCodeBlock = defineBlock('discount-code', 'A code the visitor can copy, e.g. a referral code', {
  heading: z.string().min(1).describe('The panel heading, e.g. Your 10% welcome code'),
  text: z.string().optional().describe(sharedHelp.text),
  code: z
    .string()
    .regex(/^[A-Z0-9-]+$/, 'expected an upper-case code, e.g. GLOW10')
    .meta({ description: 'The code, in capitals, digits and dashes; a Copy code button copies it', examples: ['GLOW10'] }),
});
