import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * The pictures under public/art/, by the address a funnel file names them by
 * (`/art/plants/fiddle-leaf-fig.svg`), sorted: what the studio offers where a
 * block takes a picture. The artwork is the project's own public/, whichever
 * folder the funnels come from.
 */
export function artFiles(publicDir: string): string[] {
  const dir = path.join(publicDir, 'art');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => PICTURE.test(file))
    .map((file) => `/art/${file.split(path.sep).join('/')}`)
    .sort();
}
