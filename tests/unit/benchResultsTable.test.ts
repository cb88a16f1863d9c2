// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { formatCls, formatKb } from '../../bench/format.ts';
import { mergeResults, resultsPreamble, resultsSection, type BenchReport } from '../../bench/resultsTable.ts';

const report: BenchReport = {
  date: '2026-11-21T20:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: '156.0.8078.79' },
  loadAverage: { start: [1.5, 0.75, 0.5], end: [2, 1, 0.625] },
  lighthouseVersion: '12.8.2',
  runsPerRoute: 3,
  served: '`dist` served by bench/staticHost.ts at http://127.0.0.1:4394',
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
      },
      failures: ['performance 61 < 100', 'TBT 403 ms > 50 ms'],
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
      '| route | perf | a11y | best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS KB | fonts KB | verdict |',
    );
    expect(lines[header + 1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    expect(lines[header + 2]).toBe('| `/` | 100 | 100 | 100 | 100 | 850 | 12 | 0.000 | 100.0 | 25.1 | pass |');
    expect(lines[header + 3]).toBe('| `/funnels/travel` | 61 | 98 | 100 | 99.5 | 4125 | 403 | 0.012 | 148.3 | 0.0 | **FAIL** |');
  });

  it('states when, under what load, where and with what it was measured', () => {
    expect(section).toContain('- Date: 2026-11-21T20:00:00.000Z');
    expect(section).toContain('- Load average (1, 5, 15 min): 1.50 0.75 0.50 at the start, 2.00 1.00 0.63 at the end');
    expect(section).toContain('- Machine: 2 CPUs (Test CPU), Node v20.20.2, Chromium 156.0.8078.79');
    expect(section).toContain('- Lighthouse 12.8.2, 3 runs per route; `dist` served by bench/staticHost.ts at http://127.0.0.1:4394');
  });

  it('lists each failing route with its reasons, and says plainly when nothing failed', () => {
    expect(section).toContain('- `/funnels/travel`: performance 61 < 100; TBT 403 ms > 50 ms');
    expect(section).not.toContain('- `/`:');
    expect(resultsSection({ ...report, routes: report.routes.slice(0, 1) }, 'x')).toContain('None: every route is within budget.');
  });
});

describe('resultsPreamble', () => {
  it('spells out the budget and what the byte columns count', () => {
    const preamble = resultsPreamble(budget);
    expect(preamble).toContain('LCP ≤ 1500 ms; TBT ≤ 50 ms; CLS ≤ 0; fonts ≤ 30 KB');
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

  it('counts KB of 1024 bytes with one decimal', () => {
    expect(formatKb(1024 * 110)).toBe('110.0');
    expect(formatKb(1536)).toBe('1.5');
  });
});
