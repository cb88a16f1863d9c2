import { z } from 'zod';
import { iconSchema, sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const featuresBlock = defineBlock('features', 'A grid of benefits or steps, each with an icon, a title and a line of text', {
  eyebrow: z.string().optional().describe(sharedHelp.eyebrow),
  heading: z.string().optional().describe(sharedHelp.optionalHeading),
  intro: z.string().optional().describe(sharedHelp.intro),
  numbered: z.boolean().default(false).describe('true: items show 1, 2, 3… instead of their icons, as steps'),
  items: z
    .array(
      z.strictObject({
        icon: iconSchema.describe('The item’s icon (a number replaces it when "numbered" is true)'),
        title: z.string().min(1).describe('The item’s heading'),
        text: z.string().min(1).describe('A line or two under the heading'),
      }),
    )
    .min(1)
    .describe('The benefits or steps, in a grid'),
});
