import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const backToTopBlock = defineBlock('back-to-top', 'A button that appears once the page is scrolled past a threshold and returns to the top', {
  threshold: z
    .number()
    .int()
    .min(0)
    .default(500)
    .meta({ description: 'How far the visitor scrolls down, in px, before the button appears', examples: [500] }),
  label: z.string().default('Back to top').describe('The button’s name for screen readers; the button itself shows an up arrow'),
});
