import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ART_FOLDER } from '../../config/pictures/pictureRules.ts';
import { checkPicture } from '../../config/pictures/checkPicture.ts';

export type UploadResult =
  | { ok: true; src: string; width: number; height: number; written: string[] }
  | { ok: false; reason: string };

/** A file name as the site's addresses are written: lower-case words and dashes, its extension kept. */
function siteName(name: string): { base: string; extension: string } {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const base = name
    .slice(0, name.length - extension.length - 1)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return { base: base === '' ? 'picture' : base, extension };
}

/**
 * Writes a picture from the owner's computer under `publicDir`/art/`folder`/,
 * named as the site names its files, once checkPicture finds it may be set in
 * a page; otherwise writes nothing and says why. A file of that name that
 * holds the same bytes is the picture already (nothing written); one that
 * holds another picture is kept, and the new one gets a number (`-2`).
 *
 * The picture is the only file: the renditions the pages show of artwork
 * (docs/artwork.md) are made from it by the build, and by the dev server when
 * a page first asks, exactly as for the artwork placed by hand.
 */
export async function uploadPicture(publicDir: string, upload: { name: string; folder: string; bytes: Buffer }): Promise<UploadResult> {
  const { name, folder, bytes } = upload;
  if (folder !== '' && !ART_FOLDER.test(folder)) return { ok: false, reason: `"${folder}" is not a folder under public/art/: lower-case words with dashes, separated by slashes` };
  const verdict = await checkPicture(name, bytes);
  if (!verdict.ok) return verdict;
  const { base, extension } = siteName(name);
  const dir = path.join(publicDir, 'art', ...(folder === '' ? [] : folder.split('/')));
  for (let number = 1; ; number++) {
    const file = `${base}${number === 1 ? '' : `-${String(number)}`}.${extension}`;
    const target = path.join(dir, file);
    const src = `/art/${folder === '' ? '' : `${folder}/`}${file}`;
    const answer = { ok: true as const, src, width: verdict.width, height: verdict.height };
    if (existsSync(target)) {
      if (readFileSync(target).equals(bytes)) return { ...answer, written: [] };
      continue;
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(target, bytes, { flag: 'wx' });
    return { ...answer, written: [path.join('public', src)] };
  }
}
