// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LhrLike } from '../../bench/lhrLike.ts';
import { performanceRun } from '../../bench/performanceRun.ts';
import { runMetrics } from '../../bench/runMetrics.ts';
import { scriptsLoaded } from '../../bench/scriptsLoaded.ts';

const audits = {
  'total-blocking-time': { numericValue: 42.6 },
  'largest-contentful-paint': { numericValue: 1234.5 },
  'cumulative-layout-shift': { numericValue: 0 },
};

describe('performanceRun', () => {
  it('reads the performance score, TBT and the machine’s benchmarkIndex from a performance-only run', () => {
    const lhr: LhrLike = { categories: { performance: { score: 0.97 } }, audits, environment: { benchmarkIndex: 1849.5 } };
    expect(performanceRun(lhr)).toEqual({ performance: 97, tbtMs: 42.6, benchmarkIndex: 1849.5 });
  });

  it('refuses a run without a benchmarkIndex or a score rather than record a figure it cannot place', () => {
    expect(() => performanceRun({ categories: { performance: { score: 1 } }, audits })).toThrow(/benchmarkIndex/);
    expect(() => performanceRun({ categories: { performance: { score: 1 } }, audits, environment: { benchmarkIndex: 0 } })).toThrow(
      /benchmarkIndex/,
    );
    expect(() => performanceRun({ categories: { performance: { score: null } }, audits, environment: { benchmarkIndex: 1500 } })).toThrow(
      /performance score/,
    );
  });
});

describe('runMetrics', () => {
  it('keeps the benchmarkIndex beside the scores and metrics of a full run', () => {
    const lhr: LhrLike = {
      categories: { performance: { score: 1 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
      audits,
      environment: { benchmarkIndex: 2700 },
    };
    expect(runMetrics(lhr)).toEqual({
      scores: { performance: 100, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcpMs: 1234.5,
      cls: 0,
      tbtMs: 42.6,
      benchmarkIndex: 2700,
      redirectMs: 0,
    });
    // A page reached through a redirect: Lighthouse's audit gives the time it cost.
    expect(runMetrics({ ...lhr, audits: { ...audits, redirects: { numericValue: 630 } } }).redirectMs).toBe(630);
  });
});

describe('scriptsLoaded', () => {
  const origin = 'http://127.0.0.1:4394';
  const lhr = (items: unknown[]): LhrLike => ({ categories: {}, audits: { 'network-requests': { details: { type: 'table', items } } } });

  it('lists the site’s scripts that got a response, not the blocked ones nor other origins’', () => {
    const result = scriptsLoaded(
      lhr([
        { url: `${origin}/funnels/skincare`, resourceType: 'Document', statusCode: 200 },
        // Blocked by blockedUrlPatterns: listed, but never answered.
        { url: `${origin}/assets/index-B_GxosyB.js`, resourceType: 'Script', statusCode: -1, transferSize: 0 },
        { url: `${origin}/assets/late-Ab12.js`, resourceType: 'Script', statusCode: 200, transferSize: 900 },
        { url: 'https://cdn.example.com/x.js', resourceType: 'Script', statusCode: 200 },
      ]),
      origin,
    );
    expect(result).toEqual([`${origin}/assets/late-Ab12.js`]);
  });

  it('fails loudly without the network table it checks', () => {
    expect(() => scriptsLoaded({ categories: {}, audits: {} }, origin)).toThrow(/network-requests/);
  });
});
