import { chromium, type Browser } from '@playwright/test';
import { startPagesDev } from '../src/harness/pagesDev.ts';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import type { BenchContext } from './benchKind.ts';
import type { FirstVisitOptions } from './parseFirstVisitOptions.ts';
import { formatMs } from './format.ts';
import { isHydrated } from './isHydrated.ts';
import { median } from './median.ts';
import { routesFromSitemap } from './siteRoutes.ts';
import { slow4G, throttleToSlow4G } from './throttleToSlow4G.ts';

interface Visit {
  readonly firstByteMs: number;
  readonly redirects: number;
}

/** One cold visit: a new browser context (no cache, no open connection), slow 4G, the address opened as linked. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A document first, so that the throttling is in place before the visit's first request is made.
    await page.goto('about:blank');
    await throttleToSlow4G(await context.newCDPSession(page));
    // Timed from outside: DevTools throttling holds a response back after Navigation Timing has stamped it,
    // so the page's own responseStart leaves the throttled latency of the last hop out.
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const firstByteMs = performance.now() - started;
    const redirects = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).redirectCount);
    return { firstByteMs, redirects };
  } finally {
    await context.close();
  }
}

/**
 * Every script a first visit fetches (the entry, the app and each chunk it imports, once the page is idle)
 * and the bytes of their response headers as HTTP/1.1 carries them: the status line, each `Name: value`
 * and the blank line.
 */
async function scriptHeaders(browser: Browser, url: string): Promise<{ scripts: number; bytes: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response.headersArray().then((headers) => {
          const status = `HTTP/1.1 ${String(response.status())} ${response.statusText()}\r\n`.length + 2;
          return headers.reduce((bytes, { name, value }) => bytes + Buffer.byteLength(`${name}: ${value}\r\n`), status);
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // The app starts after the page has loaded: wait for it to have hydrated, then for what it fetched.
    await page.waitForFunction(isHydrated, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    return { scripts: all.length, bytes: all.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}

/**
 * `npm run bench -- first-visit`: what a visitor from outside waits for before a page's first byte, and what
 * its scripts' headers weigh, on the real host: two builds served side by side by `wrangler pages dev`
 * (Cloudflare Pages' own asset server, `_headers`, `_redirects` and `_worker.js`), each route asked of one,
 * then the other, the order swapped every run, so a machine whose speed moves weighs on both alike.
 *
 * - first byte: a fresh browser context (no cache, no connection) on Lighthouse's slow 4G opens the route's
 *   address as the site links it, timed from the request to the page's response committed, every redirect
 *   on the way included (Navigation Timing gives how many);
 * - header bytes: every script a first visit to the page fetches, its response's status line and headers
 *   counted as HTTP/1.1 sends them.
 */
export async function firstVisit({ dirs, runs, routes }: FirstVisitOptions, { progress }: BenchContext): Promise<number> {
  const [before, after] = await Promise.all([startPagesDev(dirs.before, { timeoutMs: 60_000 }), startPagesDev(dirs.after, { timeoutMs: 60_000 })]);
  const browser = await chromium.launch(chromeLaunchOptions('full'));
  try {
    const sitemap = await (await fetch(`${after.origin}/sitemap.xml`)).text();
    const list = routes ?? routesFromSitemap(sitemap, false);
    const sides = { before, after };
    // Each server's first answers are slower (wrangler compiles its worker, workerd warms up): not a visitor's wait.
    for (const side of [before, after]) for (const route of list.slice(0, 3)) await (await fetch(`${side.origin}${route}`)).text();
    const rows: string[] = [];
    const all = { before: [] as number[], after: [] as number[] };
    for (const route of list) {
      const visits = { before: [] as Visit[], after: [] as Visit[] };
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const side of order) visits[side].push(await visit(browser, `${sides[side].origin}${route}`));
      }
      const firstByte = (side: 'before' | 'after') => median(visits[side].map((entry) => entry.firstByteMs));
      const redirects = (side: 'before' | 'after') => Math.max(...visits[side].map((entry) => entry.redirects));
      all.before.push(firstByte('before'));
      all.after.push(firstByte('after'));
      const [headersBefore, headersAfter] = [await scriptHeaders(browser, `${before.origin}${route}`), await scriptHeaders(browser, `${after.origin}${route}`)];
      const perScript = (headers: { scripts: number; bytes: number }) => (headers.scripts === 0 ? 0 : Math.round(headers.bytes / headers.scripts));
      rows.push(
        `| \`${route}\` | ${formatMs(firstByte('before'))} (${String(redirects('before'))}) | ${formatMs(firstByte('after'))} (${String(redirects('after'))}) | ` +
          `${String(headersBefore.scripts)}: ${headersBefore.bytes.toLocaleString('en')} B, ${String(perScript(headersBefore))} B each | ` +
          `${String(headersAfter.scripts)}: ${headersAfter.bytes.toLocaleString('en')} B, ${String(perScript(headersAfter))} B each |`,
      );
      progress(`${route}: first byte ${formatMs(firstByte('before'))} → ${formatMs(firstByte('after'))} ms`);
    }
    console.log(
      [
        `${String(list.length)} addresses, ${String(runs)} cold visits each a build, on slow 4G (${String(slow4G.requestLatencyMs)} ms, ${String(slow4G.downloadThroughputKbps)} Kbps), served by wrangler pages dev; before ${dirs.before}, after ${dirs.after}.`,
        '',
        '| address, as linked | first byte before, ms (redirects) | after | scripts’ response headers before | after |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        `Median first byte over the addresses: ${formatMs(median(all.before))} ms before, ${formatMs(median(all.after))} ms after.`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await Promise.all([before.stop(), after.stop()]);
  }
  return 0;
}
