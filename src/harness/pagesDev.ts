import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.ts';
import { QUIET_WRANGLER_ENV, WRANGLER } from './wranglerBin.ts';

/** The compatibility date docs/deploy.md gives the Pages project; the suite and the bench run the worker with it. */
export const PAGES_COMPATIBILITY_DATE = '2026-04-01';

export interface PagesDev {
  /** http://127.0.0.1:port */
  readonly origin: string;
  /** What wrangler printed so far: the rules it parsed from `_headers` and `_redirects`, and every request. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Serves `dir` with `wrangler pages dev`: Cloudflare Pages' asset server and
 * `_worker.js` in workerd, reading `_headers`, `_redirects` and `_routes.json`
 * as a deploy does. Offline and leaving nothing behind: no telemetry, no
 * update check (the banner makes one), no download of the `Request.cf`
 * object, no account; its config, logs, state and bundle in a temporary
 * folder that `stop` removes. Resolves once the server answers.
 */
export async function startPagesDev(
  dir: string,
  {
    compatibilityDate = PAGES_COMPATIBILITY_DATE,
    timeoutMs = 30_000,
    persistTo,
    d1 = {},
  }: {
    compatibilityDate?: string;
    timeoutMs?: number;
    /** Its local state (D1 databases) here, kept after `stop`, instead of in its scratch folder. */
    persistTo?: string;
    /** D1 databases bound by the worker's binding name, each a local database id (`--d1 LEADS=<id>`). */
    d1?: Readonly<Record<string, string>>;
  } = {},
): Promise<PagesDev> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    WRANGLER,
    ...['pages', 'dev', path.resolve(dir), '--ip', '127.0.0.1', '--port', String(port)],
    ...['--compatibility-date', compatibilityDate, '--persist-to', persistTo ?? path.join(scratch, 'state')],
    ...Object.entries(d1).flatMap(([binding, id]) => ['--d1', `${binding}=${id}`]),
    '--show-interactive-dev-session=false',
    // Its debugger's port too, or a second server at once (the bench's before and after) fails to start on 9230.
    ...['--inspector-port', String(await freePort())],
  ];
  const child = spawn(process.execPath, args, {
    // Its .wrangler/ (the bundled worker) goes to the scratch folder, not the project.
    cwd: scratch,
    // A group of its own: stop() ends wrangler and the workerd processes it starts, and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...QUIET_WRANGLER_ENV,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      XDG_CONFIG_HOME: path.join(scratch, 'config'),
      WRANGLER_LOG_PATH: path.join(scratch, 'logs'),
    },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group has already gone.
    }
  };
  const stop = async () => {
    if (!gone()) {
      signal('SIGTERM');
      const killed = setTimeout(() => {
        signal('SIGKILL');
      }, 5_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) {
      await stop();
      throw new Error(`wrangler pages dev exited before it served ${origin}:\n${printed}`);
    }
    try {
      await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`wrangler pages dev did not answer on ${origin} within ${timeoutMs} ms:\n${printed}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, output: () => printed, stop };
}
