import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../src/harness/freePort.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** The environment a person's shell gives an npm script: without the test runner's own (NODE_ENV=test makes React's server build reach for window). */
export function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
}

export interface NpmServe {
  readonly origin: string;
  printed(): string;
  stop(): Promise<void>;
}

/**
 * `npm run serve -- …args` as an owner runs it (docs/client-site.md, docs/payments.md), its data (sites/) read
 * from `dataDir`, in a process group of its own; resolves once it answers.
 */
export async function npmServe(args: readonly string[], dataDir: string): Promise<NpmServe> {
  const port = await freePort();
  const child = spawn(process.execPath, [TSX, path.join(root, 'src/cli/serve.ts'), ...args, '--port', String(port), '--ip', '127.0.0.1'], {
    cwd: root,
    env: { ...shellEnv(), SITE_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  /** Whether any process of the command's group (tsx, the command, wrangler, workerd) is still there. */
  const groupAlive = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 0);
      return child.pid !== undefined;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Gone already.
    }
  };
  // Stopped as Ctrl+C stops it: the whole group, wrangler and workerd with it; what is still there after 10 s is
  // killed, so no server outlives its test (one left serving took a third of a core through the browser tests).
  const stop = async () => {
    signal('SIGINT');
    await exited;
    for (const deadline = Date.now() + 10_000; groupAlive() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupAlive()) signal('SIGKILL');
  };
  const origin = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited before it served:\n${printed}`);
    try {
      await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      return { origin, printed: () => printed, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`npm run serve did not answer within 120 s:\n${printed}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
