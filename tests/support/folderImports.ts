import path from 'node:path';

/** A source file under src/, by its path relative to src/ ('engine/stepRoutes.ts'), with its text. */
export interface SourceFile {
  file: string;
  text: string;
}

/** By folder (or file), the folders (files) it imports, each with why, to name in a failure. */
export type ImportGraph = Map<string, Map<string, string>>;

// Static imports and re-exports (`from '…'`), side-effect imports and dynamic `import('…')`: type-only
// imports count too, since a folder whose types come from another cannot be read apart from it either.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/** The top-level folder of a path relative to src/, or undefined for a file at src/ itself (the entries). */
function folderOf(file: string): string | undefined {
  const [first, ...rest] = file.split('/');
  return rest.length === 0 ? undefined : first;
}

/** The files a file imports by relative path, relative to src/ as `file` is ('../schemas/…' for outside it). */
export function importedFiles({ file, text }: SourceFile): string[] {
  return [...text.matchAll(SPECIFIER)].map(([, specifier = '']) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** Which top-level folder of src/ imports which, from the relative imports of every file. */
export function folderImports(files: readonly SourceFile[]): ImportGraph {
  const imports: ImportGraph = new Map();
  for (const { file, text } of files) {
    const from = folderOf(file);
    if (from === undefined) continue;
    for (const target of importedFiles({ file, text })) {
      // Outside src/ (schemas/, node_modules) is not a folder of src/.
      if (target.startsWith('../')) continue;
      const to = folderOf(target);
      if (to === undefined || to === from) continue;
      const targets = imports.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${file} imports ${target}`);
      imports.set(from, targets);
    }
  }
  return imports;
}

/**
 * Which file imports which, among `files` alone (paths relative to one folder, as importedFiles reads
 * them): an import of a file outside the set (a package, a folder not read) is no edge.
 */
export function fileImports(files: readonly SourceFile[]): ImportGraph {
  const known = new Set(files.map(({ file }) => file));
  const imports: ImportGraph = new Map();
  for (const source of files) {
    const targets = new Map<string, string>();
    for (const target of importedFiles(source)) if (known.has(target)) targets.set(target, `${source.file} imports ${target}`);
    imports.set(source.file, targets);
  }
  return imports;
}

/**
 * Every loop of folders (or files), as 'a → b → a (a/x.ts imports b/y.ts; …)'. Found by a
 * depth-first walk: an edge back to a node still on the walk closes a loop.
 */
export function importCycles(imports: ImportGraph): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    for (const [next, example] of imports.get(folder) ?? []) {
      const at = trail.indexOf(next);
      if (at !== -1) {
        const loop = [...trail.slice(at), next];
        const why = loop.slice(0, -1).map((one, i) => imports.get(one)?.get(loop[i + 1] ?? '') ?? example);
        cycles.push(`${loop.join(' → ')} (${why.join('; ')})`);
      } else if (!done.has(next)) {
        walk(next, [...trail, next]);
      }
    }
    done.add(folder);
  };
  for (const folder of [...imports.keys()].sort()) if (!done.has(folder)) walk(folder, [folder]);
  return cycles;
}
