import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../src/harness/chromiumFlags.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const FLAGS = CHROMIUM_FLAGS;

/**
 * Which Chromium to drive: CHROME_PATH if set, else the system's (Debian's
 * /usr/bin/chromium), else the one Playwright downloaded. With none of these
 * the run stops and says how to get one.
 */
export function chromeLaunchOptions(): LaunchOptions {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
    return { executablePath: fromEnv, args: FLAGS };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: FLAGS };
  if (existsSync(chromium.executablePath())) return { args: FLAGS };
  throw new Error(
    [
      'No Chromium to run the browser tests. Any one of these fixes it:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
      "  - Playwright's own build: npx playwright install chromium",
      '  - An existing Chrome or Chromium: export CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
}
