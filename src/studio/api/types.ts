import { z } from 'zod';

/**
 * The studio's JSON API, shared by its server (which parses requests with
 * these schemas) and its page (which reads the types). The funnel file's own
 * JSON travels as `unknown`: it is what is being edited, and may be invalid.
 */

/** A problem as `npm run check` reports it: where in the funnel file, why, and the very line the check prints. */
export const problemSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  line: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

/** GET /__studio/api/funnels: every funnel file, in the showcase's order (a broken file too, to be mended). */
export const funnelListSchema = z.object({
  funnels: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      order: z.number().optional(),
      steps: z.array(z.string()),
      /** The client's site that publishes it (its key in sites/); null: the portfolio's. */
      site: z.string().nullable(),
      /** Its landing step's address on the site the dev server serves (`/`, `/enquire`, `/funnels/skincare`); null when that site does not hold it. */
      address: z.string().nullable(),
    }),
  ),
});
export type FunnelList = z.infer<typeof funnelListSchema>;
export type FunnelListItem = FunnelList['funnels'][number];

/** GET /__studio/api/funnels/:slug: the file as it is on disk. */
export const funnelFileSchema = z.object({
  slug: z.string(),
  /** The file's text, exactly. */
  text: z.string(),
  /** A hash of `text`: a save names the version it was made from, so a file changed since is never overwritten. */
  version: z.string(),
  /** The parsed JSON; null when the text is not JSON (`problems` then says where). */
  config: z.unknown(),
  /** Every error `npm run check` finds in this file; none when it is valid. */
  problems: z.array(problemSchema),
  /** What the check warns of in this file (e.g. an `order` another funnel has): shown, never blocking a save. */
  warnings: z.array(problemSchema),
});
export type FunnelFile = z.infer<typeof funnelFileSchema>;

/** POST /__studio/api/validate: a candidate config checked as `npm run check` would check it, nothing written. */
export const validateRequestSchema = z.object({ slug: z.string(), config: z.unknown() });
export type ValidateRequest = z.infer<typeof validateRequestSchema>;
export const validateResponseSchema = z.object({ problems: z.array(problemSchema), warnings: z.array(problemSchema) });
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

/** PUT /__studio/api/funnels/:slug */
export const saveRequestSchema = z.object({ config: z.unknown(), baseVersion: z.string() });
export type SaveRequest = z.infer<typeof saveRequestSchema>;

/** 200: written (or already so). */
export const savedSchema = z.object({ version: z.string(), text: z.string() });
export type Saved = z.infer<typeof savedSchema>;

/** 409: the file on disk is no longer the version the edit started from; here is what it is now. */
export const changedOnDiskSchema = z.object({
  reason: z.literal('changed-on-disk'),
  version: z.string(),
  text: z.string(),
  config: z.unknown(),
});
export type ChangedOnDisk = z.infer<typeof changedOnDiskSchema>;

/** 422 on a save: the problems that stand; nothing was written. */
export const invalidSchema = z.object({ problems: z.array(problemSchema) });
export type Invalid = z.infer<typeof invalidSchema>;

/** POST /__studio/api/funnels: a new funnel from `npm run new:funnel`'s starting point. */
export const createRequestSchema = z.object({ slug: z.string() });
export type CreateRequest = z.infer<typeof createRequestSchema>;
/** 201: written; the file as GET returns it. 409 (exists) and 422 (a bad slug): `message`, the CLI's own words. */
export const refusedSchema = z.object({ message: z.string() });
export type Refused = z.infer<typeof refusedSchema>;

/** The HMR event's data: a funnel file changed on disk (an editor, git, or a save); version null when it was deleted. */
export const funnelChangedSchema = z.object({ slug: z.string(), version: z.string().nullable() });
export type FunnelChanged = z.infer<typeof funnelChangedSchema>;

/** A picture under public/art/: its address as a data file names it, its size in pixels, and the data files that name it. */
export const pictureSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  /** The funnel and content files that name it (`funnels/plants.json`); none: no page uses it, and it may be removed. */
  usedBy: z.array(z.string()),
});
export type Picture = z.infer<typeof pictureSchema>;

/** GET /__studio/api/art: every picture under public/art/, by its address. */
export const artListSchema = z.object({ pictures: z.array(pictureSchema) });
export type ArtList = z.infer<typeof artListSchema>;

/** POST /__studio/api/art: a picture from the owner's computer, its bytes in base64, to go under public/art/<folder>/. */
export const uploadRequestSchema = z.object({
  /** The file's own name, whose extension says what it is (checked against its content). */
  name: z.string().min(1),
  /** Where under public/art/ ('' for public/art/ itself), e.g. skincare or projects/fit-ins/screens. */
  folder: z.string(),
  data: z.base64(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
/** 201: written (or the same file was there already: `written` is empty); 422: `message`, why it was refused, nothing written. */
export const uploadedSchema = z.object({ src: z.string(), width: z.number(), height: z.number(), written: z.array(z.string()) });
export type Uploaded = z.infer<typeof uploadedSchema>;

/** DELETE /__studio/api/art: a picture no data file names, with its cached renditions; 409 `message` when one still does. */
export const removeRequestSchema = z.object({ src: z.string() });
export type RemoveRequest = z.infer<typeof removeRequestSchema>;
export const removedSchema = z.object({ removed: z.string(), renditions: z.number() });
export type Removed = z.infer<typeof removedSchema>;

/** A site the dev server can serve: the portfolio (key null) or a client's (its file's name in sites/), with its funnels. */
export const servableSiteSchema = z.object({
  key: z.string().nullable(),
  /** Whose site: the client's name, or the portfolio's owner's (content/site.json). */
  name: z.string(),
  origin: z.string(),
  /** The funnels it publishes, by slug: a client's in its file's order, the portfolio's in the showcase's. */
  funnels: z.array(z.string()),
  /** A client's home funnel (at the site's root); null for the portfolio, whose home is its own page. */
  home: z.string().nullable(),
});
export type ServableSite = z.infer<typeof servableSiteSchema>;

/** GET /__studio/api/sites (and PUT /__studio/api/site's answer): every site, and which one the dev server serves (null: the portfolio). */
export const siteListSchema = z.object({ served: z.string().nullable(), sites: z.array(servableSiteSchema) });
export type SiteList = z.infer<typeof siteListSchema>;

/** PUT /__studio/api/site: the site the dev server is to serve, by key; null for the portfolio. */
export const serveRequestSchema = z.object({ site: z.string().nullable() });
export type ServeRequest = z.infer<typeof serveRequestSchema>;

/** The HMR event's data: the dev server now serves this site (null: the portfolio). */
export const siteChangedSchema = z.object({ site: z.string().nullable() });
export type SiteChanged = z.infer<typeof siteChangedSchema>;
