/**
 * A client's site keeps its leads in its own database (docs/deploy.md, "A
 * client's site"): dist-sites/fjord-tours, as `npm run build:sites` built it,
 * served by `wrangler pages dev` with its own local D1 (bound as LEADS, and
 * migrated by `wrangler d1 migrations apply` from src/leads/migrations, as
 * the docs have the owner do), its enquiry form posted without JavaScript
 * as a browser posts it, and the lead read back with `npm run leads -- --site
 * fjord-tours` from the same local state. The portfolio's database and the
 * other client's, declared in the same state folder, stay empty.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_COMPATIBILITY_DATE, startPagesDev, type PagesDev } from '../../src/harness/pagesDev.ts';
import { leadsCommand } from '../../src/leads/leadsCommand.ts';
import { LEADS_BINDING } from '../../src/leads/leadsDatabase.ts';
import { readLeads } from '../../src/leads/leadsRead.ts';
import { runWrangler, wranglerLeads } from '../../src/leads/wranglerLeads.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = 'fjord-tours';
const OTHER_SITE = 'alder-physio';
const DIST = path.join(ROOT, 'dist-sites', SITE);
const MIGRATIONS = path.join(ROOT, 'src/leads/migrations');

/** A project folder of its own: the two site files, and the wrangler config of each database, as the docs write them. */
const project = mkdtempSync(path.join(tmpdir(), 'client-site-leads-'));
/** The local state `wrangler pages dev` and `npm run leads` share (their --persist-to). */
const state = path.join(project, 'state');

/** A wrangler.toml in `folder` declaring one database bound as LEADS, its local file named by `id`. */
function declare(folder: string, { name, databaseName, id, output }: { name: string; databaseName: string; id: string; output: string }) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'wrangler.toml'),
    [
      `name = "${name}"`,
      `pages_build_output_dir = "${path.relative(folder, output)}"`,
      `compatibility_date = "${PAGES_COMPATIBILITY_DATE}"`,
      '',
      '[[d1_databases]]',
      `binding = "${LEADS_BINDING}"`,
      `database_name = "${databaseName}"`,
      `database_id = "${id}"`,
      `migrations_dir = "${path.relative(folder, MIGRATIONS)}"`,
      '',
    ].join('\n'),
  );
}

/** `npm run leads -- …args` in the project folder: its status and what it printed. */
async function leads(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await leadsCommand(args, { out: (text) => (out += text), err: (text) => (err += text), cwd: project, run: runWrangler });
  return { status, out, err };
}

/** The enquiry as a browser without JavaScript sends it: the form's own fields in order, hidden ones as they are. */
function enquiry(html: string, typed: Record<string, string>): { action: string; method: string; body: URLSearchParams } {
  const form = new JSDOM(html).window.document.querySelector('form[data-lead-form]');
  if (form === null) throw new Error('enquire.html has no delivering form');
  const body = new URLSearchParams();
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    body.append(field.name, field.type === 'hidden' || field.name === '_website' ? field.value : (typed[field.name] ?? ''));
  }
  return { action: form.getAttribute('action') ?? '', method: form.getAttribute('method') ?? '', body };
}

let pages: PagesDev | undefined;
beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'enquire.html'))) throw new Error(`no built site in ${DIST}: run \`npm run build:sites\` first (npm test does, before these tests)`);
  mkdirSync(path.join(project, 'sites'));
  for (const key of [SITE, OTHER_SITE]) copyFileSync(path.join(ROOT, 'sites', `${key}.json`), path.join(project, 'sites', `${key}.json`));
  // Each client's folder with its own database, and the portfolio's at the top, in one state folder.
  declare(path.join(project, 'sites', SITE), { name: SITE, databaseName: `leads-${SITE}`, id: `leads-${SITE}-test`, output: DIST });
  declare(path.join(project, 'sites', OTHER_SITE), { name: OTHER_SITE, databaseName: `leads-${OTHER_SITE}`, id: `leads-${OTHER_SITE}-test`, output: path.join(ROOT, 'dist-sites', OTHER_SITE) });
  declare(project, { name: 'portfolio', databaseName: 'leads', id: 'leads-portfolio-test', output: path.join(ROOT, 'dist') });
  // Each database's table, made as docs/deploy.md has the owner make it (in the local state, not the live database).
  const migrate = (folder: string) => runWrangler(['d1', 'migrations', 'apply', LEADS_BINDING, '--local', '--persist-to', state], folder);
  // One at a time: two workerd processes on one state folder at once may find it locked (SQLITE_BUSY).
  for (const folder of [path.join(project, 'sites', SITE), path.join(project, 'sites', OTHER_SITE), project]) await migrate(folder);
  pages = await startPagesDev(DIST, { persistTo: state, d1: { [LEADS_BINDING]: `leads-${SITE}-test` } });
}, 180_000);
afterAll(async () => {
  await pages?.stop();
  rmSync(project, { recursive: true, force: true });
});

describe(`${SITE}'s site on wrangler pages dev, with its own local D1`, () => {
  it('keeps an enquiry posted without JavaScript, and npm run leads -- --site lists it; the portfolio’s and the other site’s databases stay empty', async () => {
    if (pages === undefined) throw new Error('wrangler pages dev did not start');
    const { action, method, body } = enquiry(readFileSync(path.join(DIST, 'enquire.html'), 'utf8'), {
      fullName: 'Ingrid Haugen',
      email: 'ingrid@example.no',
      month: 'june',
    });
    expect([action, method, [...body.keys()]]).toEqual(['/enquire', 'post', ['_form', '_website', 'fullName', 'email', 'month']]);

    // A browser's own post: its origin, same-site, a navigation, the form encoded as a form.
    const posted = await fetch(new URL(action, pages.origin), {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: pages.origin, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' },
    });
    expect(posted.status).toBe(303);
    const next = new URL(posted.headers.get('Location') ?? '', pages.origin);
    expect(next.pathname).toBe('/thank-you');
    expect((await fetch(next, { redirect: 'manual' })).status).toBe(200);
    // The server stopped, as the owner stops it before reading (and its state folder is no longer open).
    await pages.stop();
    pages = undefined;

    const listed = await leads('--site', SITE, '--persist-to', state);
    expect(listed.err).toBe('');
    expect(listed.status).toBe(0);
    const [header, row, ...rest] = listed.out.trimEnd().split('\n');
    expect(header).toMatch(/funnel\s+step\s+.*fullName\s+email\s+month$/);
    expect(row).toMatch(/fjord-tours\s+enquire\s+.*Ingrid Haugen\s+ingrid@example\.no\s+june$/);
    expect(rest).toEqual([]);

    // Not in the portfolio's database (every funnel's leads), nor in the other client's (every row of it).
    const portfolio = await leads('--persist-to', state);
    expect(portfolio.out).toMatch(/^No leads in the local database "leads"/);
    const other = await readLeads(wranglerLeads({ database: LEADS_BINDING, persistTo: state, cwd: path.join(project, 'sites', OTHER_SITE) }), undefined);
    expect(other).toEqual([]);
  }, 180_000);
});
