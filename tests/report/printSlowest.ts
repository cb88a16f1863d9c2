/**
 * `npm run test:slowest`: the 15 browser tests closest to their timeout in
 * the last run (reports/e2e-results.json, written by `npm run test:e2e`), and
 * every test that passed only on its retry. It only reports: how close a test
 * comes to its timeout depends on the machine, so it is no pass/fail gate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import { flakyTests, slowestTests, testTimings, type TestTiming } from './slowestTests.ts';

export const REPORT_FILE = path.resolve(import.meta.dirname, '../../reports/e2e-results.json');
const COUNT = 15;
/** The share of its timeout past which a test has too little margin for a slower machine. */
const MARGIN = 0.4;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (timing: TestTiming) =>
  `${(timing.ratio * 100).toFixed(0).padStart(3)}%  ${seconds(timing.durationMs).padStart(7)} of ${seconds(timing.timeoutMs).padStart(7)}  [${timing.project}] ${timing.name}`;

let report: JSONReport;
try {
  report = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as JSONReport;
} catch (error) {
  console.error(`No report to read at ${REPORT_FILE}: run \`npm run test:e2e\` first (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}

const all = testTimings(report);
const over = all.filter((timing) => timing.ratio > MARGIN);
console.log(`${all.length} tests ran in ${seconds(report.stats.duration)}; the ${COUNT} closest to their timeout:`);
for (const timing of slowestTests(report, COUNT)) console.log(line(timing));
console.log(`${over.length} used more than ${MARGIN * 100}% of their timeout.`);
const flaky = flakyTests(report);
console.log(flaky.length === 0 ? 'No test passed only on a retry.' : `Flaky, passed only on a retry (${flaky.length}):`);
for (const timing of flaky) console.log(`  [${timing.project}] ${timing.name} (${timing.attempts} attempts)`);
