import { FUNNEL_CHANGED_EVENT, SITE_CHANGED_EVENT, STUDIO_API_PATH } from './studioPaths.ts';
import type {
  ArtList,
  ChangedOnDisk,
  FunnelChanged,
  FunnelFile,
  FunnelList,
  Invalid,
  Problem,
  Refused,
  Removed,
  RemoveRequest,
  Saved,
  SiteChanged,
  SiteList,
  Uploaded,
  UploadRequest,
  ValidateResponse,
} from './types.ts';

/**
 * The studio page's side of the API: one typed function per call. An answer
 * the studio must act on (a conflict, problems, a taken slug) is a value, not
 * an exception; only a failure of the server itself throws.
 */

export async function call(method: string, route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${STUDIO_API_PATH}${route}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export function unexpected(what: string, answer: { status: number; body: unknown }): Error {
  const message = (answer.body as Partial<Refused> | null)?.message;
  return new Error(`${what}: the studio's server answered ${String(answer.status)}${message === undefined ? '' : `: ${message}`}`);
}

/** Every funnel, in the showcase's order. */
export async function listFunnels(): Promise<FunnelList> {
  const answer = await call('GET', '/funnels');
  if (answer.status !== 200) throw unexpected('listing the funnels', answer);
  return answer.body as FunnelList;
}

/** A funnel file as it is on disk: text, version, JSON, and the check's problems with it. */
export async function getFunnel(slug: string): Promise<FunnelFile> {
  const answer = await call('GET', `/funnels/${encodeURIComponent(slug)}`);
  if (answer.status !== 200) throw unexpected(`reading funnels/${slug}.json`, answer);
  return answer.body as FunnelFile;
}

/** What `npm run check` would say of the funnel with `config` as its file; nothing is written. */
export async function validateFunnel(slug: string, config: unknown): Promise<ValidateResponse> {
  const answer = await call('POST', '/validate', { slug, config });
  if (answer.status !== 200) throw unexpected(`checking funnels/${slug}.json`, answer);
  return answer.body as ValidateResponse;
}

export type SaveResult =
  | ({ status: 'saved' } & Saved)
  | ({ status: 'changed-on-disk' } & ChangedOnDisk)
  | { status: 'invalid'; problems: Problem[] };

/**
 * Writes `config` to funnels/<slug>.json if the file is still `baseVersion`
 * (else `changed-on-disk`, with the file as it is now) and the check finds
 * no problem (else `invalid`, with them); nothing is written in either case.
 */
export async function saveFunnel(slug: string, config: unknown, baseVersion: string): Promise<SaveResult> {
  const answer = await call('PUT', `/funnels/${encodeURIComponent(slug)}`, { config, baseVersion });
  if (answer.status === 200) return { status: 'saved', ...(answer.body as Saved) };
  if (answer.status === 409) return { status: 'changed-on-disk', ...(answer.body as ChangedOnDisk) };
  if (answer.status === 422) return { status: 'invalid', problems: (answer.body as Invalid).problems };
  throw unexpected(`saving funnels/${slug}.json`, answer);
}

/** The pictures a block can show: every file under public/art/, as `/art/…` addresses, with its size and the files that use it. */
export async function listArt(): Promise<ArtList> {
  const answer = await call('GET', '/art');
  if (answer.status !== 200) throw unexpected('listing public/art/', answer);
  return answer.body as ArtList;
}

export type UploadResult = ({ status: 'written' } & Uploaded) | { status: 'refused'; message: string };

/**
 * A picture from the owner's computer written under public/art/<folder>/ (`written`, with its address and
 * size), or `refused` with the reason, nothing written: not what its name says, too large, too many pixels,
 * or an SVG that is not safe to serve from the site.
 */
export async function uploadPicture(name: string, folder: string, data: string): Promise<UploadResult> {
  const answer = await call('POST', '/art', { name, folder, data } satisfies UploadRequest);
  if (answer.status === 200 || answer.status === 201) return { status: 'written', ...(answer.body as Uploaded) };
  if (answer.status === 422 || answer.status === 413) return { status: 'refused', message: (answer.body as Refused).message };
  throw unexpected(`adding ${name} to public/art/`, answer);
}

export type RemoveResult = ({ status: 'removed' } & Removed) | { status: 'refused'; message: string };

/** Removes a picture no funnel or content file names (and its cached renditions), or says which files still do. */
export async function removePicture(src: string): Promise<RemoveResult> {
  const answer = await call('DELETE', '/art', { src } satisfies RemoveRequest);
  if (answer.status === 200) return { status: 'removed', ...(answer.body as Removed) };
  if (answer.status === 409 || answer.status === 404) return { status: 'refused', message: (answer.body as Refused).message };
  throw unexpected(`removing ${src}`, answer);
}

export type CreateResult = ({ status: 'created' } & FunnelFile) | { status: 'exists' | 'invalid'; message: string };

/** funnels/<slug>.json from `npm run new:funnel`'s starting point; `exists` or `invalid` with the CLI's words otherwise. */
export async function createFunnel(slug: string): Promise<CreateResult> {
  const answer = await call('POST', '/funnels', { slug });
  if (answer.status === 201) return { status: 'created', ...(answer.body as FunnelFile) };
  if (answer.status === 409) return { status: 'exists', message: (answer.body as Refused).message };
  if (answer.status === 422) return { status: 'invalid', message: (answer.body as Refused).message };
  throw unexpected(`creating funnels/${slug}.json`, answer);
}

/**
 * Calls `listener` whenever a funnel file changes on disk (an editor, git, or
 * a save of the studio's own), with its new version (null: deleted). Returns
 * the way to stop listening. Outside the dev server there is no hot channel,
 * and so nothing to hear.
 *
 * The site's pages reload on such a change (they hear projectDataPlugin's
 * event); the studio's page does not listen for that one, so it keeps its
 * unsaved edits and undo history, and learns of the change from this event.
 */
export function onFunnelChanged(listener: (change: FunnelChanged) => void): () => void {
  return onServerEvent(FUNNEL_CHANGED_EVENT, listener);
}

/**
 * Calls `listener` with each `event` the dev server sends on its hot channel; returns the way to stop listening.
 * Outside the dev server there is no channel, and so nothing to hear.
 */
export function onServerEvent(event: string, listener: (data: never) => void): () => void {
  const hot = import.meta.hot;
  if (hot === undefined) return () => undefined;
  // The event's payload is what the server sent for it; each caller names its type.
  const heard = (data: unknown) => {
    listener(data as never);
  };
  hot.on(event, heard);
  return () => {
    hot.off(event, heard);
  };
}

/** Every site the dev server can serve (the portfolio, key null, and each client's), and the one it serves. */
export async function listSites(): Promise<SiteList> {
  const answer = await call('GET', '/sites');
  if (answer.status !== 200) throw unexpected('listing the sites', answer);
  return answer.body as SiteList;
}

/**
 * Switches the dev server to `site` (null: the portfolio): every page it sends is then that site's, at that site's
 * addresses, and its open pages reload (the studio's own page does not). The sites, as GET /sites gives them.
 */
export async function serveSite(site: string | null): Promise<SiteList> {
  const answer = await call('PUT', '/site', { site });
  if (answer.status !== 200) throw unexpected(`serving ${site === null ? 'the portfolio' : `sites/${site}.json`}`, answer);
  return answer.body as SiteList;
}

/** Calls `listener` whenever the dev server is switched to another site (from this page or another). Returns the way to stop. */
export function onSiteChanged(listener: (change: SiteChanged) => void): () => void {
  return onServerEvent(SITE_CHANGED_EVENT, listener);
}
