/**
 * Every script the site serves asks Chromium to compile its functions off the main thread as it streams in
 * (src/site/compileHint.ts). A hint that a build step drops, or that lands below the code it should cover, is
 * silently worthless: the tap then pays for compiling again (docs/performance.md, "Compile hints").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { COMPILE_HINT } from '../../src/site/compileHint.ts';
import { builtFiles, DIST, expectBuilt, SITES_DIST } from './builtSite.ts';

expectBuilt();

/** Vite's own first line in a chunk with dynamic imports: the list of their dependencies, one arrow function. */
const VITE_DEPENDENCY_MAP = /^const __vite__mapDeps=[^\n]*\n/;

function scriptsOf(root: string): string[] {
  return builtFiles(root)
    .filter((file) => file.startsWith('assets/') && file.endsWith('.js'))
    .map((file) => path.join(root, file));
}

const builds = [DIST, ...readdirSync(SITES_DIST, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(SITES_DIST, entry.name))];

it.each(builds)('every script of %s starts with the compile hint, above all of its own code', (root) => {
  const scripts = scriptsOf(root);
  expect(scripts.length).toBeGreaterThan(10);
  const without = scripts.filter((file) => !readFileSync(file, 'utf8').replace(VITE_DEPENDENCY_MAP, '').startsWith(`${COMPILE_HINT}\n`));
  expect(without.map((file) => path.relative(root, file))).toEqual([]);
});

