import { execFile } from 'node:child_process';
import { QUIET_WRANGLER_ENV, WRANGLER } from '../harness/wranglerBin.ts';
import type { LeadsSource } from './leadsRead.ts';

/** The database's name in wrangler.toml, where docs/leads.md has the owner declare it. */
export const DEFAULT_DATABASE = 'leads';


/** Runs wrangler with `args` in `cwd`, resolving with what it printed on stdout. */
export type WranglerRun = (args: readonly string[], cwd: string) => Promise<string>;

/** The project's own wrangler (a dev dependency), quiet: no telemetry, no banner, no update check. */
export const runWrangler: WranglerRun = (args, cwd) =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [WRANGLER, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...QUIET_WRANGLER_ENV } },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else reject(new Error(`${stderr}\n${stdout}`.trim() || error.message));
      },
    );
  });

/** One statement's rows in `wrangler d1 execute --json`'s output: a list with one entry per statement. */
function outcome(printed: string): Record<string, unknown>[] {
  const parsed: unknown = JSON.parse(printed);
  const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  if (typeof first !== 'object' || first === null || !('results' in first) || !Array.isArray(first.results)) {
    throw new Error(`wrangler answered something other than a query's results: ${printed.slice(0, 200)}`);
  }
  return first.results.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}

/**
 * The leads database through `wrangler d1 execute`, as wrangler.toml in
 * `cwd` declares it: the live one (`remote`), or the local one wrangler
 * keeps under `persistTo` (where `wrangler pages dev` keeps its state).
 */
export function wranglerLeads({
  database = DEFAULT_DATABASE,
  remote = false,
  persistTo,
  cwd = process.cwd(),
  run = runWrangler,
  declaredIn,
}: {
  database?: string;
  remote?: boolean;
  persistTo?: string | undefined;
  cwd?: string;
  run?: WranglerRun;
  /** The config file naming the database, when it is not the project's own (a client's site's: sites/<key>/wrangler.toml). */
  declaredIn?: string | undefined;
} = {}): LeadsSource {
  const where = remote ? ['--remote'] : ['--local', ...(persistTo === undefined ? [] : ['--persist-to', persistTo])];
  const named = `"${database}"${declaredIn === undefined ? '' : ` of ${declaredIn}`}`;
  return {
    where: remote ? `the live database ${named}` : `the local database ${named}${persistTo === undefined ? '' : ` (${persistTo})`}`,
    query: async (sql) => outcome(await run(['d1', 'execute', database, ...where, '--json', '--command', sql], cwd)),
  };
}
