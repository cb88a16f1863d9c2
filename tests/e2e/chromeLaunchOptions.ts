import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../src/harness/chromiumFlags.ts';

const FULL_BROWSER = '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink, V8 and layout without the desktop
 * browser's compositor and UI around them. Pinned to one core, twelve of firstScreen's tests kept the core busy
 * 27.6 s with the shell against 54.5 s with /usr/bin/chromium in its headless mode (docs/testing.md#the-browser);
 * the browser tests are CPU-bound, so that is their wall time too. Playwright's own download uses the same shell
 * for headless runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The shell hints glyph outlines fully unless told otherwise, which snaps text to wider advances than the full
 * browser's: a case study's paragraph took ten lines at 390 px instead of nine. Unhinted, the shell breaks every
 * line where the full browser does (paragraph heights equal at 320, 390 and 1366 px).
 */
const SHELL_FLAGS = [...CHROMIUM_FLAGS, '--font-render-hinting=none'];

function notFound(): Error {
  return new Error(
    [
      'No Chromium to run the browser tests. Any one of these fixes it:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
      "  - Playwright's own build: npx playwright install chromium",
      '  - An existing Chrome or Chromium: export CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
}

/**
 * Which Chromium to drive: CHROME_PATH if set, else the system's headless shell (for `'full'`, a spec about
 * what the browser itself decides to fetch, the system's full Chromium), else Debian's Chromium, else the one
 * Playwright downloaded. With none of these the run stops and says how to get one.
 */
export function chromeLaunchOptions(browser: 'shell' | 'full' = 'shell'): LaunchOptions {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
    return { executablePath: fromEnv, args: CHROMIUM_FLAGS };
  }
  if (browser === 'shell' && existsSync(HEADLESS_SHELL)) return { executablePath: HEADLESS_SHELL, args: SHELL_FLAGS };
  if (existsSync(FULL_BROWSER)) return { executablePath: FULL_BROWSER, args: CHROMIUM_FLAGS };
  if (existsSync(chromium.executablePath())) return { args: CHROMIUM_FLAGS };
  throw notFound();
}
