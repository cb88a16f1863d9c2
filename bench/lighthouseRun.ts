import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import type { CategoryId } from './budget.ts';
import type { Cleanup } from './cleanup.ts';

// Headless, and otherwise the flags the browser tests use: nothing in the background competes for the CPU
// Lighthouse is timing.
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

/** What may differ between the bench's Lighthouse runs; everything else is Lighthouse's default mobile config. */
export interface LighthouseSettings {
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`: how much slower than this machine the simulated phone is. */
  readonly cpuSlowdownMultiplier: number;
  readonly onlyCategories: readonly CategoryId[];
  /** Lighthouse's `blockedUrlPatterns` (Chromium's Network.setBlockedURLs, `*` a wildcard); empty blocks nothing. */
  readonly blockedUrlPatterns: readonly string[];
}

/**
 * One Lighthouse run with the default config (mobile, simulated throttling) in a Chromium of its own, so
 * no cache, storage or warmed-up JIT carries over from the run before.
 */
export async function lighthouseRun(url: string, chromePath: string, cleanup: Cleanup, settings: LighthouseSettings): Promise<Result> {
  // handleSIGINT off: the bench's own handler stops Chromium and the server together, then exits.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const stopChrome = cleanup.add(() => {
    chrome.kill();
    return Promise.resolve();
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...settings.onlyCategories],
      // Lighthouse merges this into the default mobileSlow4G throttling, so only the CPU changes.
      throttling: { cpuSlowdownMultiplier: settings.cpuSlowdownMultiplier },
      blockedUrlPatterns: [...settings.blockedUrlPatterns],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}: ${runtimeError.message}`);
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    // The columns are headed by the multiplier asked for; a setting Lighthouse dropped would mislabel them.
    if (applied !== settings.cpuSlowdownMultiplier) {
      throw new Error(`Lighthouse ran ${url} at ${applied}× CPU slowdown, not ${settings.cpuSlowdownMultiplier}×`);
    }
    return result.lhr;
  } finally {
    await stopChrome();
  }
}
