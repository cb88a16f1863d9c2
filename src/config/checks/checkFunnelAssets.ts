import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest } from '../messages/closest.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';

interface AssetRef {
  src: string;
  path: PropertyKey[];
}

/** Every picture a config names: the `src` of its images, wherever they are nested. */
export function collectSources(value: unknown, at: PropertyKey[] = []): AssetRef[] {
  if (Array.isArray(value)) return value.flatMap((item: unknown, i) => collectSources(item, [...at, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]: [string, unknown]) =>
    key === 'src' && typeof inner === 'string' ? [{ src: inner, path: [...at, key] }] : collectSources(inner, [...at, key]),
  );
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * A picture path that names no file in public/ builds fine and shows as a
 * broken image, so it is caught here, with the nearest existing file: in a
 * funnel file (loadFunnels) and in a content file (loadContent) alike.
 */
export function checkFunnelAssets(funnel: unknown, publicDir: string): ConfigIssue[] {
  const refs = collectSources(funnel);
  const missing = refs.filter(({ src }) => {
    const file = path.join(publicDir, src);
    return !file.startsWith(publicDir + path.sep) || !existsSync(file) || !statSync(file).isFile();
  });
  if (missing.length === 0) return [];
  const known = filesUnder(publicDir);
  return missing.map(({ src, path: at }) => {
    const near = closest(src, known);
    const hint = near === undefined ? '; put the file under public/ (artwork goes in public/art/), or use an "icon" where the block has one' : ` (did you mean "${near}"?)`;
    return { path: at, message: `no file public${src}${hint}` };
  });
}
