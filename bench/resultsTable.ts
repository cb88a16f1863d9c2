import { baseSlowdown } from './baseSlowdown.ts';
import type { Budget } from './budget.ts';
import { formatCls, formatKb, formatMs, formatScore, formatSlowdown, formatSpread } from './format.ts';
import type { Spread } from './spread.ts';
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
  /** 1, 5 and 15 minute load averages when the bench started and when it finished. */
  readonly loadAverage: { readonly start: readonly number[]; readonly end: readonly number[] };
  readonly lighthouseVersion: string;
  readonly runsPerRoute: number;
  /** What answered the requests, e.g. "/work/dist served by bench/staticHost.ts at http://127.0.0.1:4394". */
  readonly served: string;
  /** Every CPU slowdown measured, ascending, the base 4× among them: one perf and one TBT column each. */
  readonly slowdowns: readonly number[];
  /** Whether each route was also measured with its own scripts blocked. */
  readonly scriptsCheck: boolean;
  /** Over every Lighthouse run of the bench. */
  readonly benchmarkIndex: Spread;
  /** Limits of the budget this run did not check (uncheckedLimits()). */
  readonly unchecked: readonly string[];
  readonly routes: readonly RouteResult[];
}

/**
 * The table's columns for the slowdowns and checks a run made: perf and TBT per slowdown side by side so
 * the margin reads across a row, then TBT without the site's scripts and what the scripts add.
 */
export function tableHeader(report: Pick<BenchReport, 'slowdowns' | 'scriptsCheck'>): string[] {
  const base = formatSlowdown(baseSlowdown);
  return [
    'route',
    ...report.slowdowns.map((slowdown) => `perf ${formatSlowdown(slowdown)}`),
    'a11y',
    'best practices',
    'SEO',
    'LCP (ms)',
    ...report.slowdowns.map((slowdown) => `TBT ${formatSlowdown(slowdown)} (ms)`),
    ...(report.scriptsCheck ? [`TBT ${base} no JS (ms)`, `TBT ${base} JS adds (ms)`] : []),
    'CLS',
    'JS KB',
    'fonts KB',
    'benchmarkIndex',
    'verdict',
  ];
}

/** One run of the bench: a `## title` section with its context, the table and the budget failures. */
export function resultsSection(report: BenchReport, title: string): string {
  const { machine, benchmarkIndex: benchmark } = report;
  const header = tableHeader(report);
  // The route column reads best left-aligned, the figures right-aligned so their digits line up.
  const alignment = ['---', ...header.slice(1, -1).map(() => '---:'), '---'];
  const lines = [
    `## ${title}`,
    '',
    `- Date: ${report.date}`,
    `- Load average (1, 5, 15 min): ${report.loadAverage.start.map((load) => load.toFixed(2)).join(' ')} at the start, ` +
      `${report.loadAverage.end.map((load) => load.toFixed(2)).join(' ')} at the end`,
    `- Machine: ${machine.cpus} CPU${machine.cpus === 1 ? '' : 's'} (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}`,
    `- Lighthouse ${report.lighthouseVersion}, ${report.runsPerRoute} run${report.runsPerRoute === 1 ? '' : 's'} per route ` +
      `at ${report.slowdowns.map(formatSlowdown).join(', ')} CPU slowdown` +
      `${report.scriptsCheck ? `, and at ${formatSlowdown(baseSlowdown)} without the site's scripts` : ''}; ${report.served}`,
    `- benchmarkIndex (Lighthouse's measure of this machine's speed, taken in every run; higher is faster): ` +
      `median ${Math.round(benchmark.median)}, ` +
      `${Math.round(benchmark.min)}–${Math.round(benchmark.max)} over ${benchmark.count} run${benchmark.count === 1 ? '' : 's'}`,
    ...(report.unchecked.length === 0 ? [] : [`- Not checked in this run: ${report.unchecked.join('; ')}`]),
    '',
    row(header),
    row(alignment),
    ...report.routes.map(({ summary, failures }) => row(tableCells(summary, failures, report))),
    '',
    '### Budget failures',
    '',
    ...failureLines(report.routes),
    '',
  ];
  return lines.join('\n');
}

/** What every section's figures mean and the budget they are held to; it heads bench/RESULTS.md. */
export function resultsPreamble(budget: Budget): string {
  const base = formatSlowdown(baseSlowdown);
  const scores = Object.entries(budget.minScores).map(([id, min]) => `${id} ≥ ${min}`);
  const slower = budget.minSlowerPerformance.map(
    ({ slowdown, minPerformance }) => `performance ≥ ${minPerformance} at ${formatSlowdown(slowdown)}`,
  );
  return [
    '# Lighthouse benchmark',
    '',
    'Written by `npm run bench` (see docs/performance.md). Each `##` section is one run of the',
    'bench; a run replaces the section of the same title (`--section`) and keeps the others.',
    '',
    `**Budget** (\`bench/budget.ts\`), on every route, on the median of its runs, at ${base} CPU slowdown unless`,
    `said otherwise: ${scores.join(', ')}; ${slower.join(', ')};`,
    `LCP ≤ ${budget.maxLcpMs} ms; TBT ≤ ${budget.maxTbtMs} ms; scripts add ≤ ${budget.maxScriptsTbtMs} ms of TBT (TBT minus TBT`,
    `with the site's scripts blocked); CLS ≤ ${budget.maxCls}; fonts ≤ ${budget.maxFontKb} KB.`,
    '',
    '**How the figures are measured**',
    '',
    `- Lighthouse mobile, default config: Moto G Power emulation, simulated slow 4G and ${base} CPU slowdown. Each`,
    '  run starts a fresh Chromium, so every run is a first visit with an empty cache, by a visitor whose id',
    '  cookie puts every split test on its control (bench/controlVisitor.ts): each run measures the same page.',
    '- Scores are the Lighthouse category scores (0–100). LCP, TBT and CLS are the Lighthouse metrics, simulated',
    '  (Lantern) from an unthrottled load.',
    '- **perf N×**, **TBT N×**: the same, with Lighthouse\'s `throttling.cpuSlowdownMultiplier` at N; the',
    `  accessibility, best practices, SEO, LCP, CLS and byte columns are from the runs at ${base}.`,
    `- **TBT ${base} no JS**: TBT at ${base} with the site's own \`*.js\` requests blocked (Lighthouse's`,
    '  `blockedUrlPatterns`): the blocking time of parsing and drawing the page itself. **JS adds**: TBT minus',
    '  that, what the scripts cost (a difference of medians, so it can dip a little below 0).',
    '- **benchmarkIndex**: Lighthouse\'s measure of the machine\'s speed, taken at the start of every run',
    '  (higher is faster): the median over all of the route\'s runs, with the lowest and highest in brackets.',
    '  Simulated TBT scales the CPU time the page really took, so figures measured at a lower index are worse.',
    '- Each column is the median of the runs for that column alone, so a row need not come from a single run.',
    '- **JS KB**: the sum of `transferSize` over the Script requests of the `network-requests` audit: what came',
    '  over the wire, compressed as the server sent it, response headers included. **fonts KB**: the size of the',
    '  font files fetched (`resourceSize`; woff2 is sent as it is), without response headers. 1 KB = 1024 bytes.',
    '- The bench serves the build as a static host does (bench/staticHost.ts): Brotli on text, hashed assets',
    '  cached for a year, HTML revalidated, `_headers` applied. The 404 page is measured as `/404.html`.',
    '- Sections written before issue 17 have one perf and one TBT column, at 4×, and no benchmarkIndex.',
    '',
  ].join('\n');
}

/**
 * bench/RESULTS.md after a run: the preamble written afresh, then the earlier sections in their order with
 * the one titled like this run replaced, or this run's section added at the end.
 */
export function mergeResults(previous: string, preamble: string, section: string): string {
  const title = section.split('\n', 1)[0];
  const sections = previous.split(/^(?=## )/m).filter((part) => part.startsWith('## '));
  const index = sections.findIndex((part) => part.split('\n', 1)[0] === title);
  if (index === -1) sections.push(section);
  else sections[index] = section;
  return [preamble, ...sections.map((part) => part.trimEnd() + '\n')].join('\n');
}

function tableCells(summary: RouteSummary, failures: readonly string[], report: Pick<BenchReport, 'slowdowns' | 'scriptsCheck'>): string[] {
  const { scores } = summary;
  // The base slowdown's figures are the route's own; a further one's come from its `slower` entry.
  const at = (slowdown: number): { performance: number; tbtMs: number } | undefined =>
    slowdown === baseSlowdown
      ? { performance: scores.performance, tbtMs: summary.tbtMs }
      : summary.slower.find((slower) => slower.slowdown === slowdown);
  const orDash = (value: number | null | undefined, format: (value: number) => string): string =>
    value === null || value === undefined ? '–' : format(value);
  return [
    `\`${summary.route}\``,
    ...report.slowdowns.map((slowdown) => orDash(at(slowdown)?.performance, formatScore)),
    formatScore(scores.accessibility),
    formatScore(scores['best-practices']),
    formatScore(scores.seo),
    formatMs(summary.lcpMs),
    ...report.slowdowns.map((slowdown) => orDash(at(slowdown)?.tbtMs, formatMs)),
    ...(report.scriptsCheck ? [orDash(summary.noScriptsTbtMs, formatMs), orDash(summary.scriptsTbtMs, formatMs)] : []),
    formatCls(summary.cls),
    formatKb(summary.jsBytes),
    formatKb(summary.fontBytes),
    formatSpread(summary.benchmarkIndex),
    failures.length === 0 ? 'pass' : '**FAIL**',
  ];
}

function failureLines(routes: readonly RouteResult[]): string[] {
  const failing = routes.filter((route) => route.failures.length > 0);
  if (failing.length === 0) return ['None: every route is within budget.'];
  return failing.map(({ summary, failures }) => `- \`${summary.route}\`: ${failures.join('; ')}`);
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}
