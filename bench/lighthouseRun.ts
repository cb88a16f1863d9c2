import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import type { Cleanup } from './cleanup.ts';
import { categoryIds } from './runMetrics.ts';

// Headless, and otherwise the flags the browser tests use: nothing in the background competes for the CPU
// Lighthouse is timing.
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * One Lighthouse run with the default config (mobile, simulated throttling) in a Chromium of its own, so
 * no cache, storage or warmed-up JIT carries over from the run before.
 */
export async function lighthouseRun(url: string, chromePath: string, cleanup: Cleanup): Promise<Result> {
  // handleSIGINT off: the bench's own handler stops Chromium and the server together, then exits.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const stopChrome = cleanup.add(() => {
    chrome.kill();
    return Promise.resolve();
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...categoryIds] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await stopChrome();
  }
}
