// @vitest-environment node
/**
 * `npm run serve` (src/serve/serveCommand.ts) as an owner meets it, with wrangler answered by the test: what it
 * starts `wrangler pages dev` with for a client's site (each binding of sites/<key>/wrangler.toml, the site's own
 * state, in its folder), and its one-line answers to a site, a build or an argument that is not there. The real
 * wrangler serves the walk-through's site in tests/site/clientSiteWalkthroughBuild.test.ts.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveCommand, type ServeIo } from '../../src/serve/serveCommand.ts';
import type { SiteWranglerConfig } from '../../src/serve/sitePagesDev.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const project = mkdtempSync(path.join(tmpdir(), 'serve-command-'));
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});
for (const key of ['fjord-tours', 'alder-physio']) {
  mkdirSync(path.join(project, 'sites', key), { recursive: true });
  copyFileSync(path.join(ROOT, 'sites', `${key}.json`), path.join(project, 'sites', `${key}.json`));
}
writeFileSync(path.join(project, 'sites', 'fjord-tours', 'wrangler.toml'), '# read by the test’s reader\n');
mkdirSync(path.join(project, 'dist-sites', 'fjord-tours'), { recursive: true });
writeFileSync(path.join(project, 'dist-sites', 'fjord-tours', 'index.html'), '<!doctype html>');
mkdirSync(path.join(project, 'dist-sites', 'alder-physio'), { recursive: true });
writeFileSync(path.join(project, 'dist-sites', 'alder-physio', 'index.html'), '<!doctype html>');

/** The command run with `args`, wrangler's config reader answering `config`: what it printed, ran and served. */
async function serve(args: string[], config: SiteWranglerConfig = { d1_databases: [], vars: {} }) {
  let err = '';
  const ran: { args: readonly string[]; cwd: string }[] = [];
  const served: { args: readonly string[]; cwd: string }[] = [];
  const read: string[] = [];
  const io: ServeIo = {
    err: (text) => (err += text),
    root: project,
    dataRoot: project,
    run: (runArgs, cwd) => {
      ran.push({ args: runArgs, cwd });
      return Promise.resolve('');
    },
    read: (file) => {
      read.push(path.relative(project, file));
      return config;
    },
    serve: (serveArgs, cwd) => {
      served.push({ args: serveArgs, cwd });
      return Promise.resolve(0);
    },
  };
  const status = await serveCommand(args, io);
  return { status, err, ran, served, read };
}

const site = path.join(project, 'sites', 'fjord-tours');
const state = path.join(site, '.wrangler', 'state');

describe('npm run serve -- --site <key>', () => {
  it('serves the build its wrangler.toml names, in the site’s folder, each of its databases and vars bound on the command line, their tables made first in the site’s own state', async () => {
    const { status, err, ran, served, read } = await serve(['--site', 'fjord-tours'], {
      pages_build_output_dir: path.join(project, 'dist-sites', 'fjord-tours'),
      compatibility_date: '2026-04-01',
      d1_databases: [{ binding: 'LEADS', database_name: 'leads-fjord-tours', database_id: 'f00d', migrations_dir: '../../src/leads/migrations' }],
      vars: { SHOP_NAME: 'Fjord Tours' },
    });
    expect([status, err]).toEqual([0, '']);
    expect(read).toEqual(['sites/fjord-tours/wrangler.toml']);
    expect(ran).toEqual([{ args: ['d1', 'migrations', 'apply', 'LEADS', '--local', '--persist-to', state], cwd: site }]);
    expect(served).toEqual([
      {
        cwd: site,
        args: [
          path.join(project, 'dist-sites', 'fjord-tours'),
          ...['--compatibility-date', '2026-04-01', '--d1', 'LEADS=f00d', '--binding', 'SHOP_NAME=Fjord Tours', '--persist-to', state, '--port', '8788'],
        ],
      },
    ]);
  });

  it('takes another port and address', async () => {
    const { served } = await serve(['--site', 'fjord-tours', '--port', '9001', '--ip', '127.0.0.1']);
    expect(served[0]?.args.slice(-4)).toEqual(['--port', '9001', '--ip', '127.0.0.1']);
  });

  it('serves a site with no wrangler.toml with no database, and says what that means', async () => {
    const { status, err, ran, served } = await serve(['--site', 'alder-physio']);
    expect(status).toBe(0);
    expect(err).toBe('sites/alder-physio/wrangler.toml not found: served with no database, so a form that keeps its leads answers 503 (docs/client-site.md, step 6)\n');
    expect(ran).toEqual([]);
    expect(served[0]?.args[0]).toBe(path.join(project, 'dist-sites', 'alder-physio'));
  });

  it('refuses, in one line and serving nothing, a site that does not exist, a site not built, and an argument it does not take', async () => {
    const unknown = await serve(['--site', 'harbour-kayaks']);
    expect([unknown.status, unknown.err, unknown.served]).toEqual([1, 'npm run serve: no client site "harbour-kayaks": sites/harbour-kayaks.json not found (the sites are: alder-physio, fjord-tours)\n', []]);

    const unbuilt = await serve(['--site', 'fjord-tours'], { pages_build_output_dir: path.join(project, 'dist-sites', 'elsewhere'), d1_databases: [], vars: {} });
    expect([unbuilt.status, unbuilt.err, unbuilt.served]).toEqual([1, 'npm run serve: dist-sites/elsewhere holds no built site: run npm run build -- --site fjord-tours first\n', []]);

    const broken = await serve(['--site', 'fjord-tours'], { d1_databases: [], vars: {} });
    expect(broken.status).toBe(0);
    const unreadable: ServeIo['read'] = () => {
      throw new Error('Unexpected character at line 3\nmore detail');
    };
    let said = '';
    const status = await serveCommand(['--site', 'fjord-tours'], { err: (text) => (said += text), root: project, dataRoot: project, run: () => Promise.resolve(''), read: unreadable, serve: () => Promise.resolve(0) });
    expect([status, said]).toEqual([1, 'npm run serve: sites/fjord-tours/wrangler.toml could not be read: Unexpected character at line 3\n']);

    const wrong = await serve(['--site', 'fjord-tours', '--remote']);
    expect(wrong.status).toBe(2);
    expect(wrong.err.split('\n')[0]).toBe('unknown argument --remote');
    expect(wrong.served).toEqual([]);
  });

  it('without --site serves the portfolio’s dist/ from the project’s folder', async () => {
    const { served } = await serve([]);
    expect(served).toEqual([{ args: [path.join(project, 'dist'), '--port', '8788'], cwd: project }]);
  });
});
