import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** Where encoded renditions are kept between builds. */
export interface RenditionCache {
  /** Read first; what is encoded now is written here. */
  dir: string;
  /** Read when `dir` lacks a file, never written (the committed renditions, for a build of other data). */
  readAlso?: string;
  /** Removes from `dir` every file this build does not use (a build of the project's own pages, whose set it is). */
  prune?: boolean;
}

/**
 * Makes every rendition the prerendered pages ask for (their `srcset`s and image preloads) into
 * `outDir`, and only those: the pages are the one record of which artwork is shown at which widths.
 * Encoded files are kept by name, and the name holds the hash of the SVG and the settings, so a
 * rebuild encodes only what changed and a stale file is never taken. A page asking for a rendition of
 * an artwork that does not exist (or of an older version of one) stops the build, naming the page.
 */
export async function writeArtRenditions(outDir: string, root: string, cache: RenditionCache): Promise<WrittenRenditions> {
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

  await mkdir(cache.dir, { recursive: true });
  const cacheName = (url: string) => url.slice('/assets/art/'.length).replaceAll('/', '__');
  let bytes = 0;
  let encoded = 0;
  await inPool([...wanted], Math.max(1, availableParallelism() - 1), async ([url, { svg, width, format }]) => {
    const kept = [cache.dir, cache.readAlso].flatMap((dir) => (dir === undefined ? [] : [path.join(dir, cacheName(url))])).find((file) => existsSync(file));
    let data: Buffer;
    if (kept !== undefined) {
      data = await readFile(kept);
    } else {
      data = await renderRendition(svg, width, format);
      await writeFile(path.join(cache.dir, cacheName(url)), data);
      encoded++;
    }
    const file = path.join(outDir, url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    bytes += data.length;
  });
  if (cache.prune === true) {
    const used = new Set([...wanted.keys()].map(cacheName));
    for (const name of await readdir(cache.dir)) {
      if (/\.(avif|webp)$/.test(name) && !used.has(name)) await rm(path.join(cache.dir, name));
    }
  }
  return { files: wanted.size, bytes, encoded };
}
