import { CONTENT_CHANGED_EVENT, type ContentChanged, type ContentFile, type ContentList } from './contentTypes.ts';
import { call, onServerEvent, unexpected, type SaveResult } from './studioApi.ts';
import type { ChangedOnDisk, Invalid, Problem, Refused, Saved } from './types.ts';

/** The content studio page's side of the API, as studioApi.ts is the funnels': a refusal is a value, a failing server throws. */

export async function listContent(): Promise<ContentList> {
  const answer = await call('GET', '/content');
  if (answer.status !== 200) throw unexpected('listing content/', answer);
  return answer.body as ContentList;
}

export async function getContent(id: string): Promise<ContentFile> {
  const answer = await call('GET', `/content/${id}`);
  if (answer.status !== 200) throw unexpected(`reading content/${id}.json`, answer);
  return answer.body as ContentFile;
}

export async function validateContent(id: string, config: unknown): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const answer = await call('POST', '/content-validate', { id, config });
  if (answer.status !== 200) throw unexpected(`checking content/${id}.json`, answer);
  return answer.body as { problems: Problem[]; warnings: Problem[] };
}

/** Writes content/<id>.json if it is still `baseVersion` ('' for a new case study's first write) and the check finds no problem. */
export async function saveContent(id: string, config: unknown, baseVersion: string): Promise<SaveResult> {
  const answer = await call('PUT', `/content/${id}`, { config, baseVersion });
  if (answer.status === 200) return { status: 'saved', ...(answer.body as Saved) };
  if (answer.status === 409) return { status: 'changed-on-disk', ...(answer.body as ChangedOnDisk) };
  if (answer.status === 422) return { status: 'invalid', problems: (answer.body as Invalid).problems };
  throw unexpected(`saving content/${id}.json`, answer);
}

/** A new case study's starting JSON, nothing written yet; or why its slug is refused (taken, or not a slug). */
export async function newProject(slug: string): Promise<{ status: 'new'; file: ContentFile } | { status: 'refused'; message: string }> {
  const answer = await call('POST', '/content/projects', { slug });
  if (answer.status === 200) return { status: 'new', file: answer.body as ContentFile };
  if (answer.status === 409 || answer.status === 422) return { status: 'refused', message: (answer.body as Refused).message };
  throw unexpected(`starting content/projects/${slug}.json`, answer);
}

/** The case study's file removed, with its card on the showcase; refused when the file changed since `baseVersion`. */
export async function removeProject(slug: string, baseVersion: string): Promise<{ status: 'removed' } | { status: 'refused'; message: string }> {
  const answer = await call('DELETE', `/content/projects/${slug}`, { baseVersion });
  if (answer.status === 200) return { status: 'removed' };
  if (answer.status === 409) return { status: 'refused', message: 'the file changed on disk since it was read: look again before removing it' };
  if (answer.status === 422) return { status: 'refused', message: (answer.body as Invalid).problems.map((problem) => problem.line).join('\n') };
  throw unexpected(`removing content/projects/${slug}.json`, answer);
}

/** Calls `listener` on each change to a file under content/ (the studio's page does not reload for it, so it keeps its edits). */
export function onContentChanged(listener: (change: ContentChanged) => void): () => void {
  return onServerEvent(CONTENT_CHANGED_EVENT, listener);
}
