import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export interface PreviewServer {
  readonly origin: string;
  stop(): Promise<void>;
}

const readyTimeoutMs = 60_000;

/**
 * Starts `npm run preview` on 127.0.0.1:<port> (optionally serving `dir`) and resolves once it answers
 * HTTP. The server runs in its own process group so that stopping it also stops the vite process npm
 * started, not only npm.
 */
export async function servePreview(port: number, dir?: string): Promise<PreviewServer> {
  const args = ['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1', ...(dir ? ['--outDir', dir] : [])];
  const child = spawn('npm', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => { resolve(); }));

  const stop = async (): Promise<void> => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child.pid, 'SIGTERM');
    const gone = await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]);
    if (!gone) signalGroup(child.pid, 'SIGKILL');
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm run preview stopped before serving:\n${output.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run preview did not answer on ${origin} within ${readyTimeoutMs / 1000} s:\n${output.trim()}`);
    }
    await delay(250);
  }
  return { origin, stop };
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
