// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { budgetFailures } from '../../bench/budgetFailures.ts';
import type { RouteSummary } from '../../bench/summarizeRoute.ts';
import { summarizeRoute, type RunResult } from '../../bench/summarizeRoute.ts';

const atTheLimits: RouteSummary = {
  route: '/funnels/skincare',
  runs: 3,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  jsBytes: 400 * 1024,
  fontBytes: 30 * 1024,
};

describe('budgetFailures', () => {
  it('passes a route at every limit exactly: LCP 1500 ms, TBT 50 ms, CLS 0, fonts 30 KB, scores 100', () => {
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
    };
    expect(budgetFailures(summary, budget)).toEqual([
      'performance 62 < 100',
      'SEO 99.5 < 100',
      'LCP 1501 ms > 1500 ms',
      'TBT 51 ms > 50 ms',
      'CLS <0.001 > 0',
      'fonts 30.0 KB > 30 KB',
    ]);
  });

  it('sets no limit on JavaScript bytes, which the table reports', () => {
    expect(budgetFailures({ ...atTheLimits, jsBytes: 5 * 1024 * 1024 }, budget)).toEqual([]);
  });
});

describe('summarizeRoute', () => {
  const run = (performance: number, tbtMs: number, fontBytes: number): RunResult => ({
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs: 1000 + performance,
    tbtMs,
    cls: 0,
    jsBytes: 1000,
    fontBytes,
  });

  it('takes each metric’s median on its own, not one median run', () => {
    const summary = summarizeRoute('/', [run(90, 10, 300), run(70, 300, 100), run(80, 20, 200)]);
    expect(summary).toMatchObject({ route: '/', runs: 3, lcpMs: 1080, tbtMs: 20, jsBytes: 1000, fontBytes: 200 });
    expect(summary.scores).toEqual({ performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 });
  });
});
