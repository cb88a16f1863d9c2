import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';

/**
 * The machine's Lighthouse benchmarkIndex now (higher is faster): Lighthouse's own page function, the one
 * each Lighthouse run of `npm run bench` reports in its environment, run in Chromium, for a bench that loads no page.
 */
export async function measureBenchmarkIndex(): Promise<number> {
  const browser = await chromium.launch(chromeLaunchOptions('full'));
  try {
    const page = await browser.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await browser.close();
  }
}
