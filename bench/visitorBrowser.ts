import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';

export interface VisitorBrowser {
  /** Its profile folder, removed by stop(). */
  readonly profile: string;
  /** Stops it, its renderer and helpers with it, then removes its profile. */
  stop(): Promise<void>;
}

/**
 * A browser as a visitor runs it: Chromium started on its own with a fresh profile and nothing attached to it
 * (no DevTools session, which costs a page things a visitor's browser does not pay: bench/evaluationCost.ts).
 * `args` are given the profile's folder, for a file the browser is to write there.
 */
export function startVisitorBrowser(executable: string, args: (profile: string) => readonly string[]): VisitorBrowser {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-visitor-'));
  const browser = spawn(executable, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, ...args(profile)], {
    stdio: 'ignore',
    // Its own process group, so its renderer and helpers go with it and stop writing to the profile.
    detached: true,
  });
  return {
    profile,
    stop: async () => {
      // An 'exit' already emitted is not emitted again: wait only for a browser still running.
      if (browser.pid !== undefined && browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        process.kill(-browser.pid, 'SIGKILL');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
