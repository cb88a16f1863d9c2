import { z } from 'zod';
import { assetPathSchema, iconSchema, sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const downloadBlock = defineBlock('download', 'A card with a file to download', {
  icon: iconSchema.default('download').describe('The large icon on the card'),
  heading: z.string().min(1).describe('The card heading, e.g. Your recipe e-book'),
  text: z.string().optional().describe(sharedHelp.text),
  label: z.string().min(1).describe('The text on the download button, e.g. Download the PDF'),
  href: assetPathSchema.meta({
    description: 'The file to download, under public/downloads/',
    examples: ['/downloads/cinnamon-recipe-ebook.pdf'],
  }),
  fileName: z
    .string()
    .optional()
    .meta({ description: 'The name the file is saved under; leave out to keep its own', examples: ['ceylon-and-co-recipes.pdf'] }),
  meta: z.string().optional().describe('Small print about the file under the text, e.g. PDF · 2 pages'),
});
