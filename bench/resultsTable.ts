import type { Budget } from './budget.ts';
import { formatCls, formatKb, formatMs, formatScore } from './format.ts';
import { gzipLevel } from './gzipSizer.ts';
import type { RouteSummary } from './summarizeRoute.ts';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly node: string;
  readonly chromium: string;
}

export interface RouteResult {
  readonly summary: RouteSummary;
  readonly failures: readonly string[];
}

export interface BenchReport {
  /** ISO 8601, UTC. */
  readonly date: string;
  readonly machine: Machine;
  readonly lighthouseVersion: string;
  readonly runsPerRoute: number;
  readonly baseUrl: string;
  readonly routes: readonly RouteResult[];
}

const header = ['route', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT (ms)', 'JS KB gz', 'CSS KB gz', 'verdict'];
// The route column reads best left-aligned, the figures right-aligned so their digits line up.
const alignment = ['---', ...header.slice(1, -1).map(() => '---:'), '---'];

/** bench/RESULTS.md: the table, the run's context, the budget failures and what each column means. */
export function resultsMarkdown(report: BenchReport, budget: Budget): string {
  const { machine } = report;
  const lines = [
    '# Lighthouse benchmark',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${machine.cpus} CPU${machine.cpus === 1 ? '' : 's'} (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}`,
    `- Lighthouse ${report.lighthouseVersion}, mobile (default config: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown)`,
    `- ${report.runsPerRoute} run${report.runsPerRoute === 1 ? '' : 's'} per route against ${report.baseUrl}; every figure is the median of its runs`,
    '',
    row(header),
    row(alignment),
    ...report.routes.map(({ summary, failures }) => row(tableCells(summary, failures))),
    '',
    '## Budget failures',
    '',
    ...failureLines(report.routes),
    '',
    '## Budget',
    '',
    ...budgetLines(budget),
    '',
    '## How the figures are measured',
    '',
    '- Scores are the Lighthouse category scores (0–100). LCP, CLS and TBT are the Lighthouse metrics, simulated',
    '  (Lantern) from an unthrottled load, as the default mobile config does.',
    '- Each column is the median of the runs for that column alone, so a row need not come from a single run.',
    '- **JS / CSS KB gz**: the Script and Stylesheet requests in the `network-requests` audit whose',
    '  `networkRequestTime` (ms after the first request, observed) is at or before the `interactive` metric',
    '  (Time to Interactive, ms after navigation start, simulated), each URL counted once. Observed times on',
    '  localhost run ahead of simulated ones, so in practice this is every script and stylesheet the page requests',
    '  while it loads, which is also what Lighthouse\'s TTI simulation waits for.',
    `- Each same-origin file is fetched again and gzipped with Node's zlib at level ${gzipLevel} (the default);`,
    '  that size is counted, not `transferSize`, which adds response headers and depends on what the server',
    '  compresses. A file from another origin counts with its `transferSize`. CSS that scripts inject at run time',
    '  (styled-components) is part of the JS bytes. 1 KB = 1024 bytes.',
    '',
  ];
  return lines.join('\n');
}

function tableCells(summary: RouteSummary, failures: readonly string[]): string[] {
  const { scores } = summary;
  return [
    `\`${summary.route}\``,
    formatScore(scores.performance),
    formatScore(scores.accessibility),
    formatScore(scores['best-practices']),
    formatScore(scores.seo),
    formatMs(summary.lcpMs),
    formatCls(summary.cls),
    String(Math.round(summary.tbtMs)),
    formatKb(summary.jsBytes),
    formatKb(summary.cssBytes),
    failures.length === 0 ? 'pass' : '**FAIL**',
  ];
}

function failureLines(routes: readonly RouteResult[]): string[] {
  const failing = routes.filter((route) => route.failures.length > 0);
  if (failing.length === 0) return ['None: every route is within budget.'];
  return failing.map(({ summary, failures }) => `- \`${summary.route}\`: ${failures.join('; ')}`);
}

function budgetLines(budget: Budget): string[] {
  const scores = Object.entries(budget.minScores).map(([id, min]) => `${id} ≥ ${min}`);
  return [
    `- Every route: ${scores.join(', ')}; CLS ≤ ${budget.maxCls}; TBT < ${budget.tbtBelowMs} ms.`,
    ...budget.js.map((rule) => `- JS before interactive ≤ ${rule.maxKb} KB gz on a ${rule.label} (\`${rule.route.source}\`).`),
  ];
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}
