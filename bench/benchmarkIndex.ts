import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';

/**
 * The machine's Lighthouse benchmarkIndex now (higher is faster): Lighthouse's own page function, the one
 * each `npm run bench` run reports in its environment, run in Chromium, for a bench that loads no page.
 */
export async function measureBenchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await browser.close();
  }
}
