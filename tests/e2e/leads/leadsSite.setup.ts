/**
 * Builds docs/leads.md's walk-through, followed as written, into a site of
 * its own (its funnel alone, this project's content), for the leads specs:
 * the demos' build has no funnel that delivers, and must not. One build, by
 * `npm run build` itself, so the specs serve the real pages and `_worker.js`.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as setup } from '@playwright/test';
import { leadsWalkthrough } from '../../support/leadsWalkthrough.ts';
import { LEADS_DIST } from './leadsSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

setup('builds docs/leads.md’s funnel into a site of its own', async () => {
  const { dir } = leadsWalkthrough('leads-site-');
  try {
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/cli/build.ts'), '--outDir', LEADS_DIST], {
      cwd: ROOT,
      env: { ...process.env, SITE_DATA_DIR: dir },
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
