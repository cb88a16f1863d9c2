// @vitest-environment node
import type { JSONReport, JSONReportSpec, JSONReportTest } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { flakyTests, slowestTests, testTimings } from '../report/slowestTests.ts';

function run(duration: number, status: 'passed' | 'failed' | 'timedOut', retry = 0): JSONReportTest['results'][number] {
  return { workerIndex: 0, parallelIndex: 0, status, duration, error: undefined, errors: [], stdout: [], stderr: [], retry, startTime: '', attachments: [], annotations: [] };
}

function spec(title: string, tests: Partial<JSONReportTest>[]): JSONReportSpec {
  return {
    tags: [],
    title,
    ok: true,
    id: title,
    file: 'a.spec.ts',
    line: 1,
    column: 1,
    tests: tests.map((test) => ({ timeout: 30_000, annotations: [], expectedStatus: 'passed', projectName: 'desktop', projectId: 'desktop', results: [], status: 'expected', ...test })),
  };
}

const report = {
  config: {},
  errors: [],
  stats: { startTime: '', duration: 60_000, expected: 3, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      line: 0,
      column: 0,
      specs: [spec('quick', [{ results: [run(1_000, 'passed')] }])],
      suites: [
        {
          title: 'a group',
          file: 'a.spec.ts',
          line: 2,
          column: 1,
          specs: [
            spec('slow but given time', [{ timeout: 120_000, results: [run(36_000, 'passed')] }]),
            spec('closest', [{ results: [run(15_000, 'passed')], projectName: 'phone' }]),
            spec('retried', [{ status: 'flaky', results: [run(30_000, 'timedOut'), run(9_000, 'passed', 1)] }]),
            spec('skipped', [{ status: 'skipped', results: [] }]),
          ],
        },
      ],
    },
  ],
} as unknown as JSONReport;

describe('slowestTests', () => {
  it('ranks tests by the share of their own timeout they used, counting the longest attempt', () => {
    expect(slowestTests(report, 3).map((timing) => [timing.name, timing.ratio])).toEqual([
      ['a.spec.ts › a group › retried', 1],
      ['a.spec.ts › a group › closest', 0.5],
      ['a.spec.ts › a group › slow but given time', 0.3],
    ]);
  });

  it('leaves skipped tests out and names the project', () => {
    const timings = testTimings(report);
    expect(timings.map((timing) => timing.name)).not.toContain('a.spec.ts › a group › skipped');
    expect(timings.find((timing) => timing.name.endsWith('closest'))?.project).toBe('phone');
  });

  it('lists a test that passed only on its retry as flaky', () => {
    expect(flakyTests(report).map((timing) => [timing.name, timing.attempts])).toEqual([['a.spec.ts › a group › retried', 2]]);
  });
});
