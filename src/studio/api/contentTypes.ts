import { z } from 'zod';
import { problemSchema } from './types.ts';

/**
 * The content studio's API (content/: the site's pages, case studies and
 * lists), shared by its server and its page like types.ts is for funnels. A
 * file is named by its `id`, its path under content/ without `.json`:
 * `services`, `pages/home`, `projects/fit-ins`.
 */

export const contentKinds = ['page', 'template', 'project', 'list', 'site'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** GET /__studio/api/content: every file under content/ the site is built from. */
export const contentListSchema = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(contentKinds),
      /** What the file is called on the page: a page's title, a project's, a list's file name. */
      title: z.string(),
      /** How many items a list holds; a page's blocks; a project's screens. */
      count: z.number(),
      /** A page's address (`path`); a case study's, /projects/<slug>. */
      address: z.string().optional(),
      /** The types of a page's blocks, in order: which lists it shows. */
      blockTypes: z.array(z.string()),
    }),
  ),
  /** The case studies the showcase lists, in its order (content/case-studies.json's hrefs). */
  showcase: z.array(z.string()),
});
export type ContentList = z.infer<typeof contentListSchema>;
export type ContentListItem = ContentList['files'][number];

/** GET /__studio/api/content/:id: the file as it is on disk, with the JSON Schema its forms are drawn from. */
export const contentFileSchema = z.object({
  id: z.string(),
  kind: z.enum(contentKinds),
  text: z.string(),
  /** A hash of `text`; the empty string for a case study not yet written (a save then creates the file). */
  version: z.string(),
  config: z.unknown(),
  /** The file's JSON Schema, generated from the zod schema `npm run check` reads it with (its input side). */
  schema: z.unknown(),
  problems: z.array(problemSchema),
  warnings: z.array(problemSchema),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

/** POST /__studio/api/content-validate */
export const contentValidateRequestSchema = z.object({ id: z.string(), config: z.unknown() });

/** PUT /__studio/api/content/:id; `baseVersion` '' writes a new case study's file, refused if one is there. */
export const contentSaveRequestSchema = z.object({ config: z.unknown(), baseVersion: z.string() });

/** POST /__studio/api/content/projects: a new case study's slug, checked; nothing is written until the case study is valid. */
export const newProjectRequestSchema = z.object({ slug: z.string() });

/** DELETE /__studio/api/content/projects/:slug: the case study's file removed, and its card from the showcase's list. */
export const removeProjectRequestSchema = z.object({ baseVersion: z.string() });

/** The HMR event's data: a file under content/ changed on disk (version null: deleted). */
export const contentChangedSchema = z.object({ id: z.string(), version: z.string().nullable() });
export type ContentChanged = z.infer<typeof contentChangedSchema>;

export const CONTENT_CHANGED_EVENT = 'studio:content-changed';
