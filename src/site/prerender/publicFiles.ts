import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as site paths (`/art/x.svg`). */
export async function siteFilesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/**
 * The text of every file in a build that names what it shows (pages, styles, host and data files). Not the
 * scripts: every step's page is prerendered, so a picture a script draws is named by a page too, and the
 * engine's code names files (the portfolio's share card) that are not this site's.
 */
async function builtText(outDir: string): Promise<string> {
  const files = (await siteFilesUnder(outDir)).filter((file) => /\.(html|css|json|xml|txt|webmanifest)$/.test(file) || /\/_[a-z]+$/.test(file));
  return (await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
}

/**
 * A client's site gets only the files of public/ that something it serves names (a page's picture, its icon,
 * a download a step links to), each at its own address; the rest of public/ is the portfolio's or another
 * site's. Returns the files copied.
 */
export async function copyNamedPublicFiles(publicDir: string, outDir: string): Promise<string[]> {
  const text = await builtText(outDir);
  const named = (await siteFilesUnder(publicDir)).filter((file) => text.includes(file));
  for (const file of named) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await copyFile(path.join(publicDir, file), path.join(outDir, file));
  }
  return named;
}

/**
 * Takes out of the portfolio's build the files of public/ that only clients' sites name (their funnels'
 * pictures, their icons): Vite copies all of public/, and those belong to no page of the portfolio.
 */
export async function removeFiles(outDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await rm(path.join(outDir, file), { force: true });
    // And the folders that held only such files (public/art/<client>/).
    for (let dir = path.dirname(path.join(outDir, file)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      if ((await readdir(dir)).length > 0) break;
      await rm(dir, { recursive: true });
    }
  }
}

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The scripts and styles of a client's build that none of its pages can load: a block's chunk (each block
 * is one, src/blocks/components.ts) when no step of its funnels shows that block, and what only such chunks
 * import. Reads Vite's manifest; deletes those files and returns them.
 */
export async function removeUnusedChunks(outDir: string, usedBlocks: ReadonlySet<string>): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const unusedBlock = (key: string) => {
    const match = /^src\/blocks\/([a-z-]+)\/[A-Z][A-Za-z]*\.tsx$/.exec(key);
    return match !== null && !usedBlocks.has(match[1] ?? '');
  };
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key) || unusedBlock(key)) return;
    reached.add(key);
    const entry = manifest[key];
    for (const next of [...(entry?.imports ?? []), ...(entry?.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry === true) visit(key);
  const kept = new Set([...reached].flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? []), ...(manifest[key]?.assets ?? [])]));
  const removed = Object.values(manifest)
    .flatMap((entry) => [entry.file, ...(entry.css ?? [])])
    .filter((file) => !kept.has(file));
  const unique = [...new Set(removed)];
  for (const file of unique) await rm(path.join(outDir, file), { force: true });
  return unique.map((file) => `/${file}`);
}
