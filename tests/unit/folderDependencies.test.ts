// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileImports, folderImports, importCycles, importedFiles } from '../support/folderImports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

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
    expect(importCycles(folderImports(files))).toEqual([]);
  });

  it('are read from the code: the engine is imported by the blocks and never imports them', () => {
    const imports = folderImports(files);
    expect(imports.get('blocks')?.has('engine')).toBe(true);
    expect(imports.get('engine')?.has('blocks') ?? false).toBe(false);
  });

  it('fails on a back import', () => {
    const back = { file: 'engine/backImport.ts', text: "import type { Block } from '../blocks/registry.ts';" };
    expect(importCycles(folderImports([...files, back]))).toContainEqual(expect.stringContaining('engine → blocks'));
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

/** The project's code (src/, schemas/, bench/), each file by its path from the project's root. */
const code = ['src', 'schemas', 'bench'].flatMap((dir) =>
  sourceFiles(path.join(root, dir)).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') })),
);

describe('imports between files', () => {
  it('run one way: no file imports, directly or round a loop, a file that imports it', () => {
    expect(importCycles(fileImports(code))).toEqual([]);
  });

  it('are read from the code: the form block draws with its parts, and so does the form that posts', () => {
    const imports = fileImports(code);
    expect(imports.get('src/blocks/form/Form.tsx')?.has('src/blocks/form/formParts.ts')).toBe(true);
    expect(imports.get('src/blocks/form/DeliveringForm.tsx')?.has('src/blocks/form/formParts.ts')).toBe(true);
  });

  it('fail on two files that import each other, and on a longer loop', () => {
    const withText = (file: string, line: string) => code.map((source) => (source.file === file ? { file, text: `${line}\n${source.text}` } : source));
    const pair = importCycles(fileImports(withText('src/engine/funnelAddress.ts', "import type { Funnel } from './../engine/stepUrl.ts';")));
    expect(pair).toHaveLength(1);
    expect(pair[0]).toContain('src/engine/funnelAddress.ts imports src/engine/stepUrl.ts');
    expect(pair[0]).toContain('src/engine/stepUrl.ts imports src/engine/funnelAddress.ts');
    const loop = importCycles(fileImports(withText('src/engine/stepUrl.ts', "import { stepAtPath } from './stepRoutes.ts';")));
    expect(loop).toHaveLength(1);
    expect(loop[0]).toContain('src/engine/stepRoutes.ts imports src/engine/conditions/answerPaths.ts');
    expect(loop[0]).toContain('src/engine/conditions/answerPaths.ts imports src/engine/stepUrl.ts');
  });
});
