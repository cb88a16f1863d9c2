import { z } from 'zod';
import { blockSchema } from '../src/blocks/registry.ts';

const blocks = z.array(blockSchema).min(1).describe('What the page shows, top to bottom; "type" picks the kind of block');
const reveal = z.boolean().default(false).describe('true: sections fade in as they scroll into view (not for visitors who turn motion off)');
const schemaRef = z
  .string()
  .optional()
  .describe('Where this file’s JSON Schema is, for editor help; leave as is');

/** A portfolio page: where it lives, its head, and its blocks. */
export const pageSchema = z.strictObject({
  $schema: schemaRef,
  path: z
    .string()
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'expected a site path, e.g. /showcase')
    .meta({ description: 'The page’s address on the site: / for the home page, else lower-case words joined by dashes', examples: ['/', '/showcase'] }),
  title: z.string().min(1).describe('The page’s title in the browser tab and in search results'),
  description: z.string().min(1).describe('One or two sentences about the page for search results and link previews (not shown on the page)'),
  reveal,
  blocks,
});

/** The layout every case study shares; its title and description come from the project. */
export const caseStudyTemplateSchema = z.strictObject({
  $schema: schemaRef,
  reveal,
  blocks,
});

/**
 * The privacy page's layout, built at /privacy once the site measures its
 * visitors (content/site.json names a GA4 measurement ID): what it says of
 * cookies and data comes from the site's config, through its privacy-notice block.
 */
export const privacyTemplateSchema = z.strictObject({
  $schema: schemaRef,
  title: z.string().min(1).describe('The page’s title in the browser tab and in search results'),
  description: z.string().min(1).describe('One or two sentences about the page for search results and link previews (not shown on the page)'),
  blocks,
});

export type Page = z.infer<typeof pageSchema>;
export type PrivacyTemplate = z.infer<typeof privacyTemplateSchema>;
export type CaseStudyTemplate = z.infer<typeof caseStudyTemplateSchema>;
