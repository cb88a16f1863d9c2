import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Every artwork's address and hash: what the browser's `virtual:art` module holds. */
export function artHashes(root: string): Record<string, string> {
  return Object.fromEntries(artFiles(root).map(({ src, file }) => [src, artHash(readFileSync(file))]));
}
