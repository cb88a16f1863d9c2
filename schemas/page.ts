import { z } from 'zod';
import { blockSchema } from '../src/blocks/registry.ts';

const blocks = z.array(blockSchema).min(1).describe('What the page shows, top to bottom');
const reveal = z.boolean().default(false).describe('Fade sections in as they scroll into view');

/** A portfolio page: where it lives, its head, and its blocks. */
export const pageSchema = z.strictObject({
  $schema: z.string().optional(),
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'expected a site path, e.g. /showcase').describe('The route'),
  title: z.string().min(1).describe('Document title'),
  description: z.string().min(1).describe('Meta description'),
  reveal,
  blocks,
});

/** The layout every case study shares; its title and description come from the project. */
export const caseStudyTemplateSchema = z.strictObject({
  $schema: z.string().optional(),
  reveal,
  blocks,
});

export type Page = z.infer<typeof pageSchema>;
export type CaseStudyTemplate = z.infer<typeof caseStudyTemplateSchema>;
