import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

export const backToTopBlock = defineBlock('back-to-top', 'A button that appears once the page is scrolled past a threshold and returns to the top', {
  threshold: z.number().int().min(0).default(500).describe('Scroll distance in px before the button appears'),
  label: z.string().default('Back to top'),
});
