import { z } from 'zod';
import { assetPathSchema, iconSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const downloadBlock = defineBlock('download', 'A card with a file to download', {
  icon: iconSchema.default('download'),
  heading: z.string().min(1),
  text: z.string().optional(),
  label: z.string().min(1).describe('Button text'),
  href: assetPathSchema.describe('The file, served from public/'),
  fileName: z.string().optional().describe('Suggested name when saved'),
  meta: z.string().optional().describe('e.g. PDF · 2 pages'),
});
