import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { collectSources } from '../checks/checkFunnelAssets.ts';
import { checkPicture } from './checkPicture.ts';
import { stopDrawing } from './drawSvg.ts';
import { TakenPictures } from './takenPictures.ts';

/**
 * How many files are checked at once: while librsvg draws one in its own process (drawSvg), this one reads the
 * next, so a cold check of the site's 59 drawings keeps both cores of this project's machine busy.
 */
const IN_FLIGHT = 3;

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
  const sorted = [...files].sort();
  const refusals: (string | undefined)[] = [];
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < sorted.length; at = next++) {
      const name = `public/${sorted[at] ?? ''}`;
      const bytes = readFileSync(path.join(publicDir, sorted[at] ?? ''));
      if (taken?.has(bytes, name) === true) continue;
      const verdict = await checkPicture(name, bytes);
      if (!verdict.ok) refusals[at] = verdict.reason;
      else taken?.add(bytes, name, verdict);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await stopDrawing();
  taken?.save();
  return refusals.filter((reason) => reason !== undefined);
}
