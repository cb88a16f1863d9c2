// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget } from '../../bench/budget.ts';
import { formatCls, formatKb, formatMs } from '../../bench/format.ts';
import { resultsMarkdown, type BenchReport } from '../../bench/resultsTable.ts';

const report: BenchReport = {
  date: '2026-11-21T20:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: '156.0.8078.79' },
  lighthouseVersion: '12.8.2',
  runsPerRoute: 3,
  baseUrl: 'http://127.0.0.1:4394',
  routes: [
    {
      summary: {
        route: '/',
        runs: 3,
        scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
        lcpMs: 850.4,
        cls: 0,
        tbtMs: 12.4,
        jsBytes: 100 * 1024,
        cssBytes: 5 * 1024 + 52,
      },
      failures: [],
    },
    {
      summary: {
        route: '/funnels/travel',
        runs: 3,
        scores: { performance: 61, accessibility: 98, 'best-practices': 100, seo: 99.5 },
        lcpMs: 4125,
        cls: 0.0123,
        tbtMs: 402.6,
        jsBytes: 151_900,
        cssBytes: 0,
      },
      failures: ['performance 61 < 100', 'TBT 403 ms, not under 80 ms'],
    },
  ],
};

describe('resultsMarkdown', () => {
  const markdown = resultsMarkdown(report, budget);
  const lines = markdown.split('\n');

  it('writes one table row per route, figures formatted for reading', () => {
    const header = lines.findIndex((line) => line.startsWith('| route |'));
    expect(lines[header]).toBe(
      '| route | perf | a11y | best practices | SEO | LCP | CLS | TBT (ms) | JS KB gz | CSS KB gz | verdict |',
    );
    expect(lines[header + 1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    expect(lines[header + 2]).toBe('| `/` | 100 | 100 | 100 | 100 | 850 ms | 0.000 | 12 | 100.0 | 5.1 | pass |');
    expect(lines[header + 3]).toBe(
      '| `/funnels/travel` | 61 | 98 | 100 | 99.5 | 4.1 s | 0.012 | 403 | 148.3 | 0.0 | **FAIL** |',
    );
  });

  it('states when, where and with what it was measured', () => {
    expect(markdown).toContain('- Date: 2026-11-21T20:00:00.000Z');
    expect(markdown).toContain('- Machine: 2 CPUs (Test CPU), Node v20.20.2, Chromium 156.0.8078.79');
    expect(markdown).toContain('- Lighthouse 12.8.2, mobile');
    expect(markdown).toContain('- 3 runs per route against http://127.0.0.1:4394');
  });

  it('lists each failing route with its reasons', () => {
    expect(markdown).toContain('- `/funnels/travel`: performance 61 < 100; TBT 403 ms, not under 80 ms');
    expect(markdown).not.toContain('- `/`:');
  });

  it('says plainly when nothing failed', () => {
    const passing = resultsMarkdown({ ...report, routes: report.routes.slice(0, 1) }, budget);
    expect(passing).toContain('None: every route is within budget.');
  });

  it('spells out the budget and the byte definition in the footer', () => {
    expect(markdown).toContain('JS before interactive ≤ 110 KB gz on a funnel landing page');
    expect(markdown).toContain('1 KB = 1024 bytes');
    expect(markdown).toContain('at level 6');
    expect(markdown.endsWith('\n')).toBe(true);
  });
});

describe('formats', () => {
  it('shows LCP in ms below a second and in seconds above', () => {
    expect(formatMs(999.4)).toBe('999 ms');
    expect(formatMs(1000)).toBe('1.0 s');
  });

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
