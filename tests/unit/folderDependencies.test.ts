// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderImports, importedFiles } from '../support/folderImports.ts';

const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }));

/** Imports between the studio's page (ui/, and api/, which the page loads) and its server, either way. */
function studioCrossings(sources: readonly { file: string; text: string }[]): string[] {
  return sources
    .filter(({ file }) => file.startsWith('studio/'))
    .flatMap((source) => {
      const page = source.file.startsWith('studio/ui/') || source.file.startsWith('studio/api/');
      return importedFiles(source)
        .filter((target) => (page ? target.startsWith('studio/server/') : target.startsWith('studio/ui/')))
        .map((target) => `${source.file} imports ${target}`);
    });
}

describe('dependencies between the folders of src/', () => {
  it('run one way: no folder imports, directly or round a loop, a folder that imports it', () => {
    expect(folderCycles(folderImports(files))).toEqual([]);
  });

  it('are read from the code: the engine is imported by the blocks and never imports them', () => {
    const imports = folderImports(files);
    expect(imports.get('blocks')?.has('engine')).toBe(true);
    expect(imports.get('engine')?.has('blocks') ?? false).toBe(false);
  });

  it('fails on a back import', () => {
    const back = { file: 'engine/backImport.ts', text: "import type { Block } from '../blocks/registry.ts';" };
    expect(folderCycles(folderImports([...files, back]))).toContainEqual(expect.stringContaining('engine → blocks'));
  });

  it('keep the studio to the dev server: nothing of the site imports src/studio/', () => {
    // vite.config.ts registers the studio's plugin (serve only); an import from the site would bring it into a build.
    const intoStudio = files.filter(({ file }) => !file.startsWith('studio/')).flatMap((source) =>
      importedFiles(source)
        .filter((target) => target.startsWith('studio/'))
        .map((target) => `${source.file} imports ${target}`),
    );
    expect(intoStudio).toEqual([]);
  });

  it('keep the studio’s server (Node: the file system, the check) out of its page, and its page out of the server', () => {
    expect(studioCrossings(files)).toEqual([]);
    const leak = { file: 'studio/ui/leak.tsx', text: "import { studioApi } from '../server/funnelApi.ts';" };
    expect(studioCrossings([...files, leak])).toEqual(['studio/ui/leak.tsx imports studio/server/funnelApi.ts']);
  });
});
