import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { collectSources } from '../checks/checkFunnelAssets.ts';
import { checkPicture } from './checkPicture.ts';
import { TakenPictures } from './takenPictures.ts';

/** Every SVG under `dir`, relative to it, symbolic links followed (a throwaway project links its public/). */
function svgsUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      const relative = prefix === '' ? name : `${prefix}/${name}`;
      if (statSync(full).isDirectory()) return svgsUnder(full, relative);
      return /\.svg$/i.test(name) ? [relative] : [];
    });
}

/** The pictures a set of config data names: every `src`, as a site path (`/art/logos/x.svg`). */
export function namedPictures(...configs: unknown[]): string[] {
  return [...new Set(configs.flatMap((config) => collectSources(config).map(({ src }) => src)))];
}

/**
 * The site's picture rule (checkPicture, the studio's upload's own) over every file the site serves that
 * can hold a script: every SVG under `publicDir`, however it came there (the studio, a copy by hand), and
 * every picture the config names (`named`: site paths; a PNG, JPEG or WebP too). One line per file refused:
 * `public/art/x.svg is not taken: <script> runs a script (line 4)`. A named file that is missing, or
 * outside `publicDir`, is left to the config's own checks, which name the file and field that names it.
 */
export async function checkServedPictures(publicDir: string, named: readonly string[], { taken = new TakenPictures() }: { taken?: TakenPictures | null } = {}): Promise<string[]> {
  if (!existsSync(publicDir)) return [];
  const files = new Set(svgsUnder(publicDir));
  for (const src of named) {
    const file = path.join(publicDir, src);
    if (file.startsWith(publicDir + path.sep) && existsSync(file) && statSync(file).isFile()) files.add(path.relative(publicDir, file).split(path.sep).join('/'));
  }
  const refusals: string[] = [];
  for (const file of [...files].sort()) {
    const name = `public/${file}`;
    const bytes = readFileSync(path.join(publicDir, file));
    if (taken?.has(bytes, name) === true) continue;
    const verdict = await checkPicture(name, bytes);
    if (!verdict.ok) refusals.push(verdict.reason);
    else taken?.add(bytes, name, verdict);
  }
  taken?.save();
  return refusals;
}
