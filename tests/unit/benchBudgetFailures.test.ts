// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { budgetFailures } from '../../bench/budgetFailures.ts';
import type { RouteSummary } from '../../bench/summarizeRoute.ts';
import { summarizeRoute, type RunResult } from '../../bench/summarizeRoute.ts';
import type { PerformanceRun } from '../../bench/performanceRun.ts';
import { uncheckedLimits } from '../../bench/uncheckedLimits.ts';

const atTheLimits: RouteSummary = {
  route: '/funnels/skincare',
  runs: 3,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  jsBytes: 400 * 1024,
  fontBytes: 30 * 1024,
  slower: [{ slowdown: 6, performance: 98, tbtMs: 180 }],
  noScriptsTbtMs: 30,
  scriptsTbtMs: 20,
  benchmarkIndex: { median: 1800, min: 1700, max: 1900, count: 9 },
  redirectMs: 0,
};

describe('budgetFailures', () => {
  it('passes a route at every limit exactly: LCP 1500 ms, TBT 50 ms, scripts 20 ms, CLS 0, fonts 30 KB, scores 100, 98 at 6×', () => {
    expect(budgetFailures(atTheLimits, budget)).toEqual([]);
  });

  it('gives one reason per missed limit', () => {
    const summary = {
      ...atTheLimits,
      scores: { ...atTheLimits.scores, performance: 62, seo: 99.5 },
      lcpMs: 1501,
      tbtMs: 50.6,
      cls: 0.0004,
      fontBytes: 30 * 1024 + 1,
      slower: [{ slowdown: 6, performance: 97.5, tbtMs: 900 }],
      noScriptsTbtMs: 30,
      scriptsTbtMs: 20.6,
      redirectMs: 630,
    };
    expect(budgetFailures(summary, budget)).toEqual([
      'performance 62 < 100',
      'SEO 99.5 < 100',
      'performance at 6× 97.5 < 98',
      'LCP 1501 ms > 1500 ms',
      'TBT 51 ms > 50 ms',
      'scripts add 21 ms of TBT > 20 ms (51 ms with them, 30 ms without)',
      'CLS <0.001 > 0',
      "redirects before the page 630 ms > 0 ms (Lighthouse's redirects audit)",
      'fonts 30.0 KB > 30 KB',
    ]);
  });

  it('holds the scripts to 20 ms over the same page without them, however slow the page is without', () => {
    // Drawing the page alone blocks 400 ms: beyond TBT's limit, but not the scripts' fault.
    const heavyHtml = { ...atTheLimits, tbtMs: 415, noScriptsTbtMs: 400, scriptsTbtMs: 15 };
    expect(budgetFailures(heavyHtml, budget)).toEqual(['TBT 415 ms > 50 ms']);
    const heavyScripts = { ...atTheLimits, tbtMs: 18, noScriptsTbtMs: -5, scriptsTbtMs: 23 };
    expect(budgetFailures(heavyScripts, budget)).toEqual(['scripts add 23 ms of TBT > 20 ms (18 ms with them, -5 ms without)']);
  });

  it('does not fail a limit the run did not measure: no 6× runs, no scripts check', () => {
    const cheaper = { ...atTheLimits, slower: [], noScriptsTbtMs: null, scriptsTbtMs: null };
    expect(budgetFailures(cheaper, budget)).toEqual([]);
    // A slowdown the budget sets no limit for is reported, not judged.
    expect(budgetFailures({ ...atTheLimits, slower: [{ slowdown: 8, performance: 40, tbtMs: 2000 }] }, budget)).toEqual([]);
  });

  it('is the budget issues 17 and 26 ask for', () => {
    expect(budget.minScores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(budget.minSlowerPerformance).toEqual([{ slowdown: 6, minPerformance: 98 }]);
    expect(budget).toMatchObject({ maxTbtMs: 50, maxScriptsTbtMs: 20, maxLcpMs: 1500, maxCls: 0, maxFontKb: 30, maxRedirectMs: 0 });
  });

  it('sets no limit on JavaScript bytes, which the table reports', () => {
    expect(budgetFailures({ ...atTheLimits, jsBytes: 5 * 1024 * 1024 }, budget)).toEqual([]);
  });
});

describe('summarizeRoute', () => {
  const run = (performance: number, tbtMs: number, fontBytes: number, benchmarkIndex = 1500, redirectMs = 0): RunResult => ({
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs: 1000 + performance,
    tbtMs,
    cls: 0,
    jsBytes: 1000,
    fontBytes,
    benchmarkIndex,
    redirectMs,
  });
  const perf = (performance: number, tbtMs: number, benchmarkIndex: number): PerformanceRun => ({ performance, tbtMs, benchmarkIndex });

  it('takes each metric’s median on its own, not one median run', () => {
    const summary = summarizeRoute('/', { base: [run(90, 10, 300), run(70, 300, 100), run(80, 20, 200)], slower: [], noScripts: [] });
    expect(summary).toMatchObject({ route: '/', runs: 3, lcpMs: 1080, tbtMs: 20, jsBytes: 1000, fontBytes: 200 });
    expect(summary.scores).toEqual({ performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect(summary).toMatchObject({ slower: [], noScriptsTbtMs: null, scriptsTbtMs: null, redirectMs: 0 });
  });

  it('keeps the worst run’s redirects: one run sent through a redirect is a page that can be', () => {
    const summary = summarizeRoute('/showcase', { base: [run(100, 0, 0), run(100, 0, 0, 1500, 630), run(100, 0, 0)], slower: [], noScripts: [] });
    expect(summary.redirectMs).toBe(630);
  });

  it('gives each slowdown its own medians, and the scripts’ share as TBT minus TBT without them', () => {
    const summary = summarizeRoute('/funnels/skincare', {
      base: [run(100, 40, 0, 1800), run(99, 60, 0, 1200)],
      slower: [{ slowdown: 6, runs: [perf(96, 150, 1700), perf(90, 250, 2600)] }],
      noScripts: [perf(100, 10, 1900), perf(100, 20, 1100)],
    });
    expect(summary.tbtMs).toBe(50);
    expect(summary.slower).toEqual([{ slowdown: 6, performance: 93, tbtMs: 200 }]);
    expect(summary.noScriptsTbtMs).toBe(15);
    expect(summary.scriptsTbtMs).toBe(35);
  });

  it('takes the benchmarkIndex over every run of the route, whichever way it ran', () => {
    const summary = summarizeRoute('/', {
      base: [run(100, 0, 0, 1800), run(100, 0, 0, 1200)],
      slower: [{ slowdown: 6, runs: [perf(96, 150, 2700), perf(90, 250, 1169)] }],
      noScripts: [perf(100, 10, 1500)],
    });
    expect(summary.benchmarkIndex).toEqual({ median: 1500, min: 1169, max: 2700, count: 5 });
  });
});

describe('uncheckedLimits', () => {
  it('names nothing when the run measured everything the budget asks', () => {
    expect(uncheckedLimits(budget, { slowdowns: [4, 6], scriptsCheck: true })).toEqual([]);
  });

  it('names each limit a cheaper run left out, with the option that left it out', () => {
    expect(uncheckedLimits(budget, { slowdowns: [4], scriptsCheck: false })).toEqual([
      'performance ≥ 98 at 6× (not in --slowdowns)',
      'scripts add ≤ 20 ms of TBT (--no-scripts-check)',
    ]);
  });
});
