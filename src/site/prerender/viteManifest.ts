import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export async function readManifest(outDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (found === undefined) throw new Error(`Vite's manifest has no module "${key}" — is the lazy component's id its source path?`);
  return found;
}

/** Everything a chunk needs, itself included, in load order. */
function closure(manifest: ViteManifest, key: string, seen: Set<string>, out: string[]) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dependency of chunk(manifest, key).imports ?? []) closure(manifest, dependency, seen, out);
  out.push(key);
}

export interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * The JS and CSS files of the given modules that the entry does not already
 * load, so the page can fetch them in parallel with the entry.
 */
export function modulePreloads(manifest: ViteManifest, modules: readonly string[]): Preloads {
  const entryKeys: string[] = [];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error("Vite's manifest has no entry chunk");
  closure(manifest, entry, new Set(), entryKeys);

  const seen = new Set(entryKeys);
  const keys: string[] = [];
  for (const module of modules) closure(manifest, module, seen, keys);
  return {
    scripts: keys.map((key) => `/${chunk(manifest, key).file}`),
    styles: keys.flatMap((key) => (chunk(manifest, key).css ?? []).map((file) => `/${file}`)),
  };
}
