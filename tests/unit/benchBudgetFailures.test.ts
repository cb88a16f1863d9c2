// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { budgetFailures } from '../../bench/budgetFailures.ts';
import type { RouteSummary } from '../../bench/summarizeRoute.ts';
import { summarizeRoute, type RunResult } from '../../bench/summarizeRoute.ts';

const perfect: RouteSummary = {
  route: '/funnels/skincare',
  runs: 3,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1200,
  cls: 0,
  tbtMs: 30,
  jsBytes: 110 * 1024,
  cssBytes: 4000,
};

describe('budgetFailures', () => {
  it('passes a route at every limit exactly (JS at 110 KB is allowed, scores of 100 are required)', () => {
    expect(budgetFailures(perfect, budget)).toEqual([]);
  });

  it('gives one reason per missed limit', () => {
    const summary = {
      ...perfect,
      scores: { ...perfect.scores, performance: 62, seo: 99.5 },
      cls: 0.0004,
      tbtMs: 80,
      jsBytes: 110 * 1024 + 1,
    };
    expect(budgetFailures(summary, budget)).toEqual([
      'performance 62 < 100',
      'SEO 99.5 < 100',
      'CLS <0.001 > 0',
      'TBT 80 ms, not under 80 ms',
      'JS 110.0 KB gz > 110 KB (funnel landing page)',
    ]);
  });

  it('holds the home page to 130 KB of JS and leaves other pages without a JS limit', () => {
    const heavy = { ...perfect, jsBytes: 131 * 1024 };
    expect(budgetFailures({ ...heavy, route: '/' }, budget)).toEqual(['JS 131.0 KB gz > 130 KB (home page)']);
    expect(budgetFailures({ ...heavy, route: '/showcase' }, budget)).toEqual([]);
    expect(budgetFailures({ ...heavy, route: '/funnels/skincare/order' }, budget)).toEqual([]);
    expect(budgetFailures({ ...heavy, route: '/funnels/travel/' }, budget)).toHaveLength(1);
  });
});

describe('summarizeRoute', () => {
  const run = (performance: number, tbtMs: number): RunResult => ({
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs: 2000 + performance,
    cls: 0,
    tbtMs,
    interactiveMs: 3000,
    jsBytes: 1000,
    cssBytes: 200,
  });

  it('takes each metric’s median on its own, not one median run', () => {
    const summary = summarizeRoute('/', [run(90, 10), run(70, 300), run(80, 20)]);
    expect(summary).toMatchObject({ route: '/', runs: 3, lcpMs: 2080, tbtMs: 20, jsBytes: 1000, cssBytes: 200 });
    expect(summary.scores).toEqual({ performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 });
  });
});
