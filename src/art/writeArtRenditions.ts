import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseRenditionPath } from '../ui/art/artSources.ts';
import { artHash, rasterArt } from './artHashes.ts';
import { renderRendition } from './renderRendition.ts';

const RENDITION_URL = /\/assets\/art\/[^\s"',]+/g;

async function htmlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true, encoding: 'utf8' });
  return names.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

/** Runs `work` over `items`, a few at a time: sharp spreads each encode over threads of its own. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

export interface WrittenRenditions {
  readonly files: number;
  readonly bytes: number;
  /** How many were encoded now rather than taken from the cache. */
  readonly encoded: number;
}

/**
 * Makes every rendition the prerendered pages ask for (their `srcset`s and image preloads) into
 * `outDir`, and only those: the pages are the one record of which artwork is shown at which widths.
 * Encoded files are kept in `cacheDir` by name, and the name holds the hash of the SVG and the
 * settings, so a rebuild encodes only what changed. A page asking for a rendition of an artwork that
 * does not exist (or of an older version of one) stops the build, naming the page.
 */
export async function writeArtRenditions(outDir: string, root: string, cacheDir: string): Promise<WrittenRenditions> {
  const sources = new Map(rasterArt(root).map(({ src, svg }) => [`${src.replace(/^\/art\//, '').replace(/\.svg$/, '')}.${artHash(svg)}`, svg] as const));
  const wanted = new Map<string, { svg: Buffer; width: number; format: 'avif' | 'webp' }>();
  for (const page of await htmlFiles(outDir)) {
    for (const [url] of (await readFile(page, 'utf8')).matchAll(RENDITION_URL)) {
      const rendition = parseRenditionPath(url);
      const svg = rendition === undefined ? undefined : sources.get(`${rendition.name}.${rendition.hash}`);
      if (rendition === undefined || svg === undefined) {
        throw new Error(`${path.relative(outDir, page)} asks for ${url}, which is no rendition of an SVG in public/art/ as it is now that the art rule draws as a raster (src/art/artRule.ts)`);
      }
      wanted.set(url, { svg, width: rendition.width, format: rendition.format });
    }
  }

  await mkdir(cacheDir, { recursive: true });
  let bytes = 0;
  let encoded = 0;
  await inPool([...wanted], Math.max(1, availableParallelism() - 1), async ([url, { svg, width, format }]) => {
    const cached = path.join(cacheDir, url.slice('/assets/art/'.length).replaceAll('/', '__'));
    let data: Buffer;
    if (existsSync(cached)) {
      data = await readFile(cached);
    } else {
      data = await renderRendition(svg, width, format);
      await writeFile(cached, data);
      encoded++;
    }
    const file = path.join(outDir, url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    bytes += data.length;
  });
  return { files: wanted.size, bytes, encoded };
}
