import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drawnAsRaster } from './artRule.ts';
import { RENDITION_SETTINGS } from './renditionSettings.ts';

/** The artwork the build makes renditions of: every SVG under public/art/. */
export const ART_DIR = 'public/art';

/** Each artwork's address (`/art/…svg`) and file. */
export function artFiles(root: string): { src: string; file: string }[] {
  const dir = path.join(root, ART_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({ src: `/art/${name.split(path.sep).join('/')}`, file: path.join(dir, name) }))
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** An artwork's hash: of its SVG and of the encoder settings, so either changing gives new addresses. */
export function artHash(svg: Buffer): string {
  return createHash('sha256').update(JSON.stringify(RENDITION_SETTINGS)).update(svg).digest('hex').slice(0, 8);
}

/**
 * The artwork the art rule (artRule.ts) draws as rasters, each with its address (`/art/…svg`), file and
 * SVG; the rest is shown as the SVG itself and has no renditions.
 */
export function rasterArt(root: string): { src: string; file: string; svg: Buffer }[] {
  return artFiles(root)
    .map((art) => ({ ...art, svg: readFileSync(art.file) }))
    .filter(({ svg }) => drawnAsRaster(svg.toString('utf8')));
}

/** The address and hash of each artwork drawn as rasters: what the browser's `virtual:art` module holds. */
export function artHashes(root: string): Record<string, string> {
  return Object.fromEntries(rasterArt(root).map(({ src, svg }) => [src, artHash(svg)]));
}
