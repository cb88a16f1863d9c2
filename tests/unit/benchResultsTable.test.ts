// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { formatCls, formatKb, formatSpread } from '../../bench/format.ts';
import { mergeResults, resultsPreamble, resultsSection, type BenchReport } from '../../bench/resultsTable.ts';

const report: BenchReport = {
  date: '2026-11-21T20:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: '156.0.8078.79' },
  loadAverage: { start: [1.5, 0.75, 0.5], end: [2, 1, 0.625] },
  lighthouseVersion: '12.8.2',
  runsPerRoute: 3,
  served: '`dist` served by bench/staticHost.ts at http://127.0.0.1:4394',
  slowdowns: [4, 6],
  scriptsCheck: true,
  benchmarkIndex: { median: 1849.6, min: 1169, max: 2700.4, count: 18 },
  unchecked: [],
  routes: [
    {
      summary: {
        route: '/',
        runs: 3,
        scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
        lcpMs: 850.4,
        tbtMs: 12.4,
        cls: 0,
        jsBytes: 100 * 1024,
        fontBytes: 25 * 1024 + 52,
        slower: [{ slowdown: 6, performance: 97.5, tbtMs: 88.4 }],
        noScriptsTbtMs: 3.2,
        scriptsTbtMs: 9.2,
        benchmarkIndex: { median: 1850.4, min: 1169, max: 2700.4, count: 9 },
        redirectMs: 0,
      },
      failures: [],
    },
    {
      summary: {
        route: '/funnels/travel',
        runs: 3,
        scores: { performance: 61, accessibility: 98, 'best-practices': 100, seo: 99.5 },
        lcpMs: 4125,
        tbtMs: 402.6,
        cls: 0.0123,
        jsBytes: 151_900,
        fontBytes: 0,
        slower: [{ slowdown: 6, performance: 48, tbtMs: 1210 }],
        noScriptsTbtMs: 180,
        scriptsTbtMs: 222.6,
        benchmarkIndex: { median: 1720, min: 1720, max: 1720, count: 9 },
        redirectMs: 0,
      },
      failures: ['performance 61 < 100', 'performance at 6× 48 < 95', 'TBT 403 ms > 50 ms'],
    },
  ],
};

describe('resultsSection', () => {
  const section = resultsSection(report, 'Before (main at 4205619)');
  const lines = section.split('\n');

  it('writes one table row per route, figures formatted for reading', () => {
    expect(lines[0]).toBe('## Before (main at 4205619)');
    const header = lines.findIndex((line) => line.startsWith('| route |'));
    expect(lines[header]).toBe(
      '| route | perf 4× | perf 6× | a11y | best practices | SEO | LCP (ms) | TBT 4× (ms) | TBT 6× (ms) | TBT 4× no JS (ms) | ' +
        'TBT 4× JS adds (ms) | CLS | JS KB | fonts KB | benchmarkIndex | verdict |',
    );
    expect(lines[header + 1]).toBe(
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    expect(lines[header + 2]).toBe('| `/` | 100 | 97.5 | 100 | 100 | 100 | 850 | 12 | 88 | 3 | 9 | 0.000 | 100.0 | 25.1 | 1850 (1169–2700) | pass |');
    expect(lines[header + 3]).toBe(
      '| `/funnels/travel` | 61 | 48 | 98 | 100 | 99.5 | 4125 | 403 | 1210 | 180 | 223 | 0.012 | 148.3 | 0.0 | 1720 | **FAIL** |',
    );
  });

  it('has columns only for what the run measured, and a dash where a route lacks a figure', () => {
    const cheaper = resultsSection({ ...report, slowdowns: [4], scriptsCheck: false }, 'x').split('\n');
    const header = cheaper.findIndex((line) => line.startsWith('| route |'));
    expect(cheaper[header]).toBe(
      '| route | perf 4× | a11y | best practices | SEO | LCP (ms) | TBT 4× (ms) | CLS | JS KB | fonts KB | benchmarkIndex | verdict |',
    );
    expect(cheaper[header + 2]).toBe('| `/` | 100 | 100 | 100 | 100 | 850 | 12 | 0.000 | 100.0 | 25.1 | 1850 (1169–2700) | pass |');

    const [first] = report.routes;
    if (first === undefined) throw new Error('fixture has no route');
    const missing = { ...first, summary: { ...first.summary, slower: [], noScriptsTbtMs: null, scriptsTbtMs: null } };
    const dashed = resultsSection({ ...report, routes: [missing] }, 'x');
    expect(dashed).toContain('| `/` | 100 | – | 100 | 100 | 100 | 850 | 12 | – | – | – | 0.000 |');
  });

  it('states when, under what load, where and with what it was measured', () => {
    expect(section).toContain('- Date: 2026-11-21T20:00:00.000Z');
    expect(section).toContain('- Load average (1, 5, 15 min): 1.50 0.75 0.50 at the start, 2.00 1.00 0.63 at the end');
    expect(section).toContain('- Machine: 2 CPUs (Test CPU), Node v20.20.2, Chromium 156.0.8078.79');
    expect(section).toContain(
      "- Lighthouse 12.8.2, 3 runs per route at 4×, 6× CPU slowdown, and at 4× without the site's scripts; " +
        '`dist` served by bench/staticHost.ts at http://127.0.0.1:4394',
    );
    expect(section).toContain(
      "- benchmarkIndex (Lighthouse's measure of this machine's speed, taken in every run; higher is faster): median 1850, 1169–2700 over 18 runs",
    );
    expect(section).not.toContain('Not checked');
  });

  it('says which limits a cheaper run left unchecked', () => {
    const section = resultsSection({ ...report, unchecked: ['performance ≥ 95 at 6× (not in --slowdowns)'] }, 'x');
    expect(section).toContain('- Not checked in this run: performance ≥ 95 at 6× (not in --slowdowns)');
  });

  it('lists each failing route with its reasons, and says plainly when nothing failed', () => {
    expect(section).toContain('- `/funnels/travel`: performance 61 < 100; performance at 6× 48 < 95; TBT 403 ms > 50 ms');
    expect(section).not.toContain('- `/`:');
    expect(resultsSection({ ...report, routes: report.routes.slice(0, 1) }, 'x')).toContain('None: every route is within budget.');
  });
});

describe('resultsPreamble', () => {
  it('spells out the budget and what the byte columns count', () => {
    const preamble = resultsPreamble(budget);
    expect(preamble).toContain('performance ≥ 98 at 6×;');
    expect(preamble).toContain('LCP ≤ 1500 ms; TBT ≤ 50 ms; scripts add ≤ 20 ms of TBT');
    expect(preamble).toContain('CLS ≤ 0; fonts ≤ 30 KB');
    expect(preamble).toContain('`blockedUrlPatterns`');
    expect(preamble).toContain('`throttling.cpuSlowdownMultiplier`');
    expect(preamble).toContain('`transferSize`');
    expect(preamble).toContain('1 KB = 1024');
    expect(preamble).not.toMatch(/^## /m);
  });
});

describe('mergeResults', () => {
  const before = resultsSection(report, 'Before (main at 4205619)');
  const after = resultsSection({ ...report, date: '2026-11-23T08:00:00.000Z' }, 'After (main at abc1234)');

  it('keeps the other runs’ sections, replaces the one of the same title and rewrites the preamble', () => {
    const first = mergeResults('', 'PREAMBLE v1\n', before);
    const both = mergeResults(first, 'PREAMBLE v2\n', after);
    expect(both.startsWith('PREAMBLE v2\n')).toBe(true);
    expect(both).not.toContain('PREAMBLE v1');
    expect(both.indexOf('## Before (main at 4205619)')).toBeLessThan(both.indexOf('## After (main at abc1234)'));

    const rerun = resultsSection({ ...report, date: '2026-11-24T08:00:00.000Z' }, 'After (main at abc1234)');
    const again = mergeResults(both, 'PREAMBLE v2\n', rerun);
    expect(again.match(/^## After/gm)).toHaveLength(1);
    expect(again).toContain('2026-11-24T08:00:00.000Z');
    expect(again).not.toContain('2026-11-23T08:00:00.000Z');
    expect(again).toContain('## Before (main at 4205619)');
    expect(again.endsWith('\n')).toBe(true);
  });
});

describe('formats', () => {
  it('never shows a real layout shift as 0', () => {
    expect(formatCls(0)).toBe('0.000');
    expect(formatCls(0.0002)).toBe('<0.001');
    expect(formatCls(0.1)).toBe('0.100');
  });

  it('writes a spread as median (min–max) in whole numbers, or one number when it did not move', () => {
    expect(formatSpread({ median: 1849.6, min: 1169.2, max: 2700, count: 3 })).toBe('1850 (1169–2700)');
    expect(formatSpread({ median: 1500, min: 1499.8, max: 1500.2, count: 2 })).toBe('1500');
  });

  it('counts KB of 1024 bytes with one decimal', () => {
    expect(formatKb(1024 * 110)).toBe('110.0');
    expect(formatKb(1536)).toBe('1.5');
  });
});
