import { chromium } from '@playwright/test';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';

/**
 * The full Chromium the benches run Lighthouse in and time pages with: CHROME_PATH, else the system's
 * Chromium, else the one Playwright downloaded (the browser tests' own choice, tests/e2e/chromeLaunchOptions.ts).
 * The headless shell would not do here: the figures on record were taken in the full browser.
 */
export function benchChromium(): string {
  return chromeLaunchOptions('full').executablePath ?? chromium.executablePath();
}
