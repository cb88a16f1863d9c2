import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Picture } from '../api/types.ts';
import { artFiles } from './artFiles.ts';

/** Each picture's size by its file, kept while the file's time and length stay the same. */
const sizes = new Map<string, { stamp: string; width: number; height: number }>();

async function sizeOf(file: string): Promise<{ width: number; height: number }> {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${String(mtimeMs)} ${String(size)}`;
  const known = sizes.get(file);
  if (known?.stamp === stamp) return known;
  // The header alone (librsvg's size for an SVG, the same the build draws it from).
  const { width, height } = await sharp(file, { limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
  sizes.set(file, { stamp, width, height });
  return { width, height };
}

/** The site's data files: every funnel, every content file (pages, case studies, lists) and every client's site file, relative to `dataRoot`. */
export function dataFiles(dataRoot: string): string[] {
  return ['funnels', 'content', 'sites'].flatMap((folder) => {
    const dir = path.join(dataRoot, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
      .sort();
  });
}

/**
 * Every picture under `publicDir`/art/ with its size in pixels and the data
 * files that name it (as a JSON string, exactly: `"/art/plants/fig.svg"`). One
 * no funnel and no content file names is used by no page, and may be removed.
 */
export async function listPictures(publicDir: string, dataRoot: string): Promise<Picture[]> {
  const texts = dataFiles(dataRoot).map((file) => ({ file, text: readFileSync(path.join(dataRoot, file), 'utf8') }));
  return Promise.all(
    artFiles(publicDir).map(async (src) => ({
      src,
      ...(await sizeOf(path.join(publicDir, src))),
      usedBy: texts.filter(({ text }) => text.includes(JSON.stringify(src))).map(({ file }) => file),
    })),
  );
}
