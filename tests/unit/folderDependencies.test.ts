// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderImports } from '../support/folderImports.ts';

const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }));

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
});
