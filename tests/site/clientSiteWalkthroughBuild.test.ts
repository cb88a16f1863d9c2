// @vitest-environment node
/**
 * docs/client-site.md's walk-through, followed as the unit test
 * tests/unit/clientSiteWalkthrough.test.ts follows it, then to its end with
 * its own commands: built as its step 5 says (`npm run build -- --site
 * harbour-kayaks`), its wrangler.toml written as step 6 shows it, served with
 * step 6's `npm run serve -- --site harbour-kayaks`, its booking form posted
 * without JavaScript as a browser posts it, and the lead listed by `npm run
 * leads -- --site harbour-kayaks`. The project also declares the portfolio's
 * database as docs/leads.md has the owner do (a wrangler.toml beside
 * package.json): the one wrangler would bind by itself, which must stay empty.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { leadsCommand } from '../../src/leads/leadsCommand.ts';
import { runWrangler } from '../../src/leads/wranglerLeads.ts';
import { clientSiteWalkthrough } from '../support/clientSiteWalkthrough.ts';
import { npmServe, shellEnv } from '../support/npmServe.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const { dir, key, commands, configs } = clientSiteWalkthrough('client-site-walkthrough-build-');
/** Where step 5's build writes in this project: dist-sites/<key>, beside its sites/ (the page's wrangler.toml points there). */
const outDir = path.join(dir, 'dist-sites', key);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The arguments after `--` of the page's `npm run <script>` command, which the test must find there. */
function pageArgs(script: string): string[] {
  const line = commands.map((command) => command.line).find((candidate) => candidate.startsWith(`npm run ${script} -- `));
  if (line === undefined) throw new Error(`docs/client-site.md runs no npm run ${script} -- …`);
  return line.slice(`npm run ${script} -- `.length).split(/\s+/);
}

/** The booking as a browser without JavaScript sends it: the form's own fields in order, hidden ones as they are. */
function booking(html: string, typed: Record<string, string>): { action: string; body: URLSearchParams } {
  const form = new JSDOM(html).window.document.querySelector('form[data-lead-form]');
  if (form === null) throw new Error('book.html has no delivering form');
  const body = new URLSearchParams();
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    body.append(field.name, field.type === 'hidden' || field.name === '_website' ? field.value : (typed[field.name] ?? ''));
  }
  return { action: form.getAttribute('action') ?? '', body };
}

/** `npm run leads -- …args` in the walk-through's project: its status and what it printed. */
async function leads(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await leadsCommand(args, { out: (text) => (out += text), err: (text) => (err += text), cwd: dir, run: runWrangler });
  return { status, out, err };
}

/** `npm run serve -- …args` in the project, its data this walk-through's. */
const serve = (args: readonly string[]) => npmServe(args, dir);

describe('docs/client-site.md: the site it ends with, built, served with its own database, and a lead kept', () => {
  it(
    'builds the site as the page does (npm run build -- --site): the home page at index.html, the client named on privacy.html',
    () => {
      const started = Date.now();
      const run = spawnSync(process.execPath, [TSX, path.join(root, 'src/cli/build.ts'), ...pageArgs('build'), '--outDir', outDir], {
        cwd: root,
        env: { ...shellEnv(), SITE_DATA_DIR: dir },
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

  it(
    'serves it as step 6 says (npm run serve -- --site) with its own database: a booking posted without JavaScript is kept there and listed by npm run leads -- --site; none in the portfolio’s',
    async () => {
      expect(configs.map((config) => config.file)).toEqual([`sites/${key}/wrangler.toml`]);
      // The portfolio's database, declared beside package.json as docs/leads.md has the owner do, its table made.
      const portfolioToml = /```toml\n([\s\S]*?)```/.exec(readFileSync(path.join(root, 'docs/leads.md'), 'utf8'))?.[1];
      if (portfolioToml === undefined) throw new Error('docs/leads.md shows no wrangler.toml');
      writeFileSync(path.join(dir, 'wrangler.toml'), portfolioToml);
      await runWrangler(['d1', 'migrations', 'apply', 'leads', '--local'], dir);

      const server = await serve(pageArgs('serve'));
      try {
        expect(server.printed()).toMatch(/env\.LEADS \(.*local-harbour-kayaks\)\s+D1 Database/);
        const { action, body } = booking(readFileSync(path.join(outDir, 'book.html'), 'utf8'), { fullName: 'Morag Innes', email: 'morag@example.com', trip: 'islands' });
        const posted = await fetch(new URL(action, server.origin), {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { Origin: server.origin, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' },
        });
        expect(posted.status).toBe(303);
        expect(new URL(posted.headers.get('Location') ?? '', server.origin).pathname).toBe('/thank-you');
      } finally {
        // Stopped as the page says, before reading (its state folder no longer open).
        await server.stop();
      }

      const listed = await leads(...pageArgs('leads'));
      expect(listed.err).toBe('');
      expect(listed.status).toBe(0);
      const [header, row, ...rest] = listed.out.trimEnd().split('\n');
      expect(header).toMatch(/funnel\s+step\s+.*fullName\s+email\s+trip$/);
      expect(row).toMatch(/kayak-trips\s+book\s+.*Morag Innes\s+morag@example\.com\s+islands$/);
      expect(rest).toEqual([]);
      const portfolio = await leads();
      expect(portfolio.out).toMatch(/^No leads in the local database "leads"/);
    },
    240_000,
  );
});
