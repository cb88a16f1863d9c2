// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'dev-tools-bundle-'));

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

// The dev tools (the /__machines page, the BroadcastChannel, ?inspect) hang off import.meta.env.DEV; the build must drop them all.
it('leaves the dev tools out of the production build', { timeout: 90_000 }, async () => {
  // Vitest runs with NODE_ENV=test, under which Vite would build with DEV still true.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const files = filesUnder(outDir).filter((file) => /\.(js|html|css)$/.test(file));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const needle of ['statelyai', 'partysocket', 'BroadcastChannel', '__machines', 'funnel-machines']) {
    const found = files.filter((file) => readFileSync(file, 'utf8').includes(needle)).map((file) => path.relative(outDir, file));
    expect(found, `"${needle}" is in the production build`).toEqual([]);
  }
});
