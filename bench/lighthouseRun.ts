import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import type { CategoryId } from './budget.ts';
import type { Cleanup } from './cleanup.ts';
import type { VisitorCookie } from './controlVisitor.ts';

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

/** Gives the browser the visitor's cookies for `url`'s site: Lighthouse clears caches and storage before it loads, not cookies. */
async function setCookies(port: number, url: string, cookies: readonly VisitorCookie[]): Promise<void> {
  if (cookies.length === 0) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const [context] = browser.contexts();
    if (context === undefined) throw new Error('Chromium has no default context to set the visitor’s cookies in');
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })));
  } finally {
    // A browser connected to is only disconnected from: its default context keeps the cookies.
    await browser.close();
  }
}

/**
 * One Lighthouse run with the default config (mobile, simulated throttling) in a Chromium of its own, so
 * no cache, storage or warmed-up JIT carries over from the run before, as the visitor `cookies` make.
 */
export async function lighthouseRun(
  url: string,
  chromePath: string,
  cleanup: Cleanup,
  settings: LighthouseSettings,
  cookies: readonly VisitorCookie[] = [],
): Promise<Result> {
  // handleSIGINT off: the bench's own handler stops Chromium and the server together, then exits.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const stopChrome = cleanup.add(() => {
    chrome.kill();
    return Promise.resolve();
  });
  try {
    await setCookies(chrome.port, url, cookies);
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
