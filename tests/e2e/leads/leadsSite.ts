import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the setup project builds docs/leads.md's funnel into a site of its own, for the leads specs to serve. */
export const LEADS_SITE = path.resolve(import.meta.dirname, '../../../node_modules/.cache/leads-site');
export const LEADS_DIST = path.join(LEADS_SITE, 'dist');

/** The built site's `_worker.js`; the setup project (leadsSite.setup.ts) must have run. */
export function builtWorker(): string {
  const file = path.join(LEADS_DIST, '_worker.js');
  if (!existsSync(file)) throw new Error(`No ${file}: the leads-site setup project builds it (npx playwright test --project leads runs it first)`);
  return readFileSync(file, 'utf8');
}
