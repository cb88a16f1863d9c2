import { spawn } from 'node:child_process';
import path from 'node:path';
import { QUIET_WRANGLER_ENV, WRANGLER } from '../harness/wranglerBin.ts';
import { runWrangler, type WranglerRun } from '../leads/wranglerLeads.ts';
import { siteWranglerConfig, sitePagesDev, type ReadWranglerConfig } from './sitePagesDev.ts';

const USAGE = `npm run serve -- --site <key> [--port 8788] [--ip 127.0.0.1]   a client's site (dist-sites/<key>/), with the bindings of sites/<key>/wrangler.toml
npm run serve [-- --port 8788]                               the portfolio's dist/, with the project's wrangler.toml`;

export interface ServeIo {
  err: (text: string) => void;
  /** The project's folder. */
  root: string;
  /** The folder holding sites/ (SITE_DATA_DIR, as the build reads it), the project's own by default. */
  dataRoot: string;
  run: WranglerRun;
  read: ReadWranglerConfig;
  /** Starts `wrangler pages dev` and resolves with its exit status. */
  serve: (args: readonly string[], cwd: string) => Promise<number>;
}

/** The value after a flag, if the flag is there. */
function option(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
}

/**
 * `wrangler pages dev` in the foreground: its output is the owner's. It stays in this command's process group, so
 * Ctrl+C in a terminal (or a signal to the group) reaches wrangler's bin, its CLI and workerd at once; a signal to
 * this process alone is passed on to wrangler, and wrangler is ended with it.
 */
export const servePagesDev: ServeIo['serve'] = (args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [WRANGLER, 'pages', 'dev', ...args], {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...QUIET_WRANGLER_ENV, CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    });
    const forward = (signal: NodeJS.Signals) => () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    process.on('SIGINT', forward('SIGINT'));
    process.on('SIGTERM', forward('SIGTERM'));
    child.once('exit', (code, signal) => {
      resolve(code ?? (signal === null ? 1 : 0));
    });
  });

/**
 * `npm run serve -- --site <key>`: a client's built site on this machine as
 * Cloudflare Pages serves it, its worker bound to the site's own database
 * (sites/<key>/wrangler.toml), whose tables it makes first in the local
 * state (migrations already applied are skipped). Without `--site`, the
 * portfolio's dist/ as `wrangler pages dev dist` serves it.
 */
export async function serveCommand(args: readonly string[], io: ServeIo): Promise<number> {
  const known = new Set(['--site', '--port', '--ip']);
  const unknown = args.filter((arg, index) => arg.startsWith('--') ? !known.has(arg) : !known.has(args[index - 1] ?? ''));
  if (args.includes('--help') || unknown.length > 0) {
    io.err(`${unknown.length > 0 && !args.includes('--help') ? `unknown argument ${unknown[0] ?? ''}\n` : ''}${USAGE}\n`);
    return args.includes('--help') ? 0 : 2;
  }
  const where = ['--port', option(args, '--port') ?? '8788', ...(option(args, '--ip') === undefined ? [] : ['--ip', option(args, '--ip') ?? ''])];
  const key = option(args, '--site');
  if (key === undefined) return io.serve([path.join(io.root, 'dist'), ...where], io.root);

  const plan = sitePagesDev({ root: io.root, dataRoot: io.dataRoot, key }, io.read);
  if ('problem' in plan) {
    io.err(`npm run serve: ${plan.problem}\n`);
    return 1;
  }
  if (plan.config === undefined) {
    io.err(`sites/${key}/wrangler.toml not found: served with no database, so a form that keeps its leads answers 503 (docs/client-site.md, step 6)\n`);
  }
  for (const migration of plan.migrations) {
    try {
      await io.run(migration, plan.cwd);
    } catch (error) {
      io.err(`npm run serve: the local database's tables could not be made (wrangler ${migration.join(' ')}):\n${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  }
  return io.serve([plan.directory, ...plan.args, ...where], plan.cwd);
}

/** The process's own: wrangler's own reader of its config (loaded only when a site is served, as it is large). */
export async function processServeIo(): Promise<ServeIo> {
  const { unstable_readConfig } = await import('wrangler');
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    err: (text) => process.stderr.write(text),
    root,
    dataRoot: process.env.SITE_DATA_DIR ?? root,
    run: runWrangler,
    read: (file) => siteWranglerConfig.parse(unstable_readConfig({ config: file })),
    serve: servePagesDev,
  };
}
