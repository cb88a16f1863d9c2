// @vitest-environment node
/**
 * docs/client-site.md's walk-through, followed as the unit test
 * tests/unit/clientSiteWalkthrough.test.ts follows it, then built as its
 * step 5 says (`npm run build -- --site harbour-kayaks`, into a folder of its
 * own): here, beside the built sites, as a build takes 20 to 30 s.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientSiteWalkthrough } from '../support/clientSiteWalkthrough.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { dir, key, commands } = clientSiteWalkthrough('client-site-walkthrough-build-');
const outDir = mkdtempSync(path.join(tmpdir(), 'client-site-walkthrough-dist-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

/** The environment a person's shell gives `npm run build`: without the test runner's own (NODE_ENV=test makes React's server build reach for window). */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
}

describe('docs/client-site.md: the site it ends with, built', () => {
  it(
    'builds the site as the page does (npm run build -- --site): the home page at index.html, the client named on privacy.html',
    () => {
      expect(commands.map((command) => command.line)).toContain(`npm run build -- --site ${key}`);
      const started = Date.now();
      const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/cli/build.ts'), '--site', key, '--outDir', outDir], {
        cwd: root,
        env: { ...buildEnv(), SITE_DATA_DIR: dir },
        encoding: 'utf8',
        timeout: 170_000,
      });
      expect(run.stderr.split('\n').filter((line) => /stopped|error/i.test(line))).toEqual([]);
      expect(run.status).toBe(0);
      console.log(`the client site's build took ${String(Math.round((Date.now() - started) / 1000))} s`);
      const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      expect(home).toContain('Say what you offer in one line');
      expect(home).toContain('<link rel="canonical" href="https://harbourkayaks.example/"');
      expect(readFileSync(path.join(outDir, 'privacy.html'), 'utf8')).toContain('Harbour Kayaks Ltd');
      expect(readFileSync(path.join(outDir, 'book.html'), 'utf8')).toMatch(/<form[^>]*action="\/book"/);
      expect(existsSync(path.join(outDir, 'showcase.html'))).toBe(false);
      expect(home).not.toContain('Maya Okafor');
    },
    180_000,
  );
});
