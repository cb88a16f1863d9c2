import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import type { Machine } from './resultsTable.ts';

/** The machine behind the figures: Lighthouse scores move with CPU, so a result means little without it. */
export function describeMachine(chromium: string): Machine {
  const cores = cpus();
  return { cpus: cores.length, cpuModel: cores[0]?.model.trim() ?? 'unknown CPU', node: process.version, chromium };
}

/**
 * Asks the Chromium at `chromePath` for its version, which also proves it can start before anything is
 * built. The user agent would not do: Chromium reduces the version there to "156.0.0.0".
 */
export async function chromiumVersion(chromePath: string): Promise<string> {
  try {
    await access(chromePath, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${chromePath}. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.`,
    );
  }
  const { stdout } = await promisify(execFile)(chromePath, ['--version'], { timeout: 30_000 });
  const version = /\d+(?:\.\d+){3}/.exec(stdout)?.[0];
  if (version === undefined) throw new Error(`${chromePath} --version printed no version: ${stdout.trim()}`);
  return version;
}
