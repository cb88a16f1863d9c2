/**
 * Reads Playwright's JSON report for what a slow machine would trip over:
 * the tests that came closest to their timeout (each test's own timeout, as
 * it stood when the test ended: test.setTimeout and test.slow count), and
 * the tests that passed only when retried.
 */
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter';

export interface TestTiming {
  /** File, describe blocks and title, as the list reporter prints them. */
  name: string;
  project: string;
  /** The longest attempt, in ms. */
  durationMs: number;
  timeoutMs: number;
  /** durationMs / timeoutMs: 1 is a timeout. */
  ratio: number;
  status: JSONReportTest['status'];
  attempts: number;
}

function* testsOf(suite: JSONReportSuite, titles: readonly string[]): Generator<{ name: string; test: JSONReportTest }> {
  const here = suite.title === '' || suite.title === suite.file ? titles : [...titles, suite.title];
  for (const spec of suite.specs) {
    for (const test of spec.tests) yield { name: [suite.file, ...here.slice(1), spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

/** Every test that ran (skipped ones left out), with its longest attempt against its timeout. */
export function testTimings(report: JSONReport): TestTiming[] {
  const timings: TestTiming[] = [];
  for (const suite of report.suites) {
    for (const { name, test } of testsOf(suite, [suite.title])) {
      if (test.status === 'skipped') continue;
      const durationMs = Math.max(0, ...test.results.map((result) => result.duration));
      const timeoutMs = test.timeout;
      timings.push({
        name,
        project: test.projectName,
        durationMs,
        timeoutMs,
        ratio: timeoutMs > 0 ? durationMs / timeoutMs : 0,
        status: test.status,
        attempts: test.results.length,
      });
    }
  }
  return timings;
}

/** The `count` tests closest to their timeout, closest first. */
export function slowestTests(report: JSONReport, count: number): TestTiming[] {
  return testTimings(report)
    .sort((a, b) => b.ratio - a.ratio || b.durationMs - a.durationMs)
    .slice(0, count);
}

/** Tests that failed and then passed on a retry: Playwright's "flaky". */
export function flakyTests(report: JSONReport): TestTiming[] {
  return testTimings(report).filter((timing) => timing.status === 'flaky');
}
