import { existsSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { parseRenditionPath } from '../../ui/art/artSources.ts';
import { listPictures } from './listPictures.ts';

export type RemoveResult = { ok: true; removed: string; renditions: number } | { ok: false; status: 404 | 409; reason: string };

/** The renditions of `src` kept in the build's cache (`<path with __ for />-<width>.<hash>.<format>`), by file name. */
function cachedRenditions(cacheDir: string, src: string): string[] {
  if (!existsSync(cacheDir)) return [];
  const name = src.replace(/^\/art\//, '').replace(/\.svg$/, '');
  return readdirSync(cacheDir).filter((file) => parseRenditionPath(`/assets/art/${file.replaceAll('__', '/')}`)?.name === name);
}

/**
 * Removes a picture no funnel or content file names any more, with the
 * renditions the build has encoded of it (kept in `cacheDir`; those in dist/
 * go with the next build, which makes only what the pages ask for), and its
 * folder if that is left empty. A picture still named somewhere is kept, and
 * the answer names where.
 */
export async function removePicture(publicDir: string, dataRoot: string, cacheDir: string, src: string): Promise<RemoveResult> {
  const picture = (await listPictures(publicDir, dataRoot)).find((candidate) => candidate.src === src);
  if (picture === undefined) return { ok: false, status: 404, reason: `${src} is no picture under public/art/` };
  if (picture.usedBy.length > 0) return { ok: false, status: 409, reason: `${src} is still used by ${picture.usedBy.join(', ')}` };
  unlinkSync(path.join(publicDir, src));
  const renditions = cachedRenditions(cacheDir, src);
  for (const file of renditions) unlinkSync(path.join(cacheDir, file));
  const art = path.join(publicDir, 'art');
  for (let dir = path.dirname(path.join(publicDir, src)); dir.startsWith(`${art}${path.sep}`) && readdirSync(dir).length === 0; dir = path.dirname(dir)) rmdirSync(dir);
  return { ok: true, removed: path.join('public', src), renditions: renditions.length };
}
