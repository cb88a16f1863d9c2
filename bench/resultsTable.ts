import type { Budget } from './budget.ts';
import { formatCls, formatKb, formatScore } from './format.ts';
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
  readonly routes: readonly RouteResult[];
}

const header = ['route', 'perf', 'a11y', 'best practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS', 'JS KB', 'fonts KB', 'verdict'];
// The route column reads best left-aligned, the figures right-aligned so their digits line up.
const alignment = ['---', ...header.slice(1, -1).map(() => '---:'), '---'];

/** One run of the bench: a `## title` section with its context, the table and the budget failures. */
export function resultsSection(report: BenchReport, title: string): string {
  const { machine } = report;
  const lines = [
    `## ${title}`,
    '',
    `- Date: ${report.date}`,
    `- Load average (1, 5, 15 min): ${report.loadAverage.start.map((load) => load.toFixed(2)).join(' ')} at the start, ` +
      `${report.loadAverage.end.map((load) => load.toFixed(2)).join(' ')} at the end`,
    `- Machine: ${machine.cpus} CPU${machine.cpus === 1 ? '' : 's'} (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}`,
    `- Lighthouse ${report.lighthouseVersion}, ${report.runsPerRoute} run${report.runsPerRoute === 1 ? '' : 's'} per route; ${report.served}`,
    '',
    row(header),
    row(alignment),
    ...report.routes.map(({ summary, failures }) => row(tableCells(summary, failures))),
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
  const scores = Object.entries(budget.minScores).map(([id, min]) => `${id} ≥ ${min}`);
  return [
    '# Lighthouse benchmark',
    '',
    'Written by `npm run bench` (see docs/performance.md). Each `##` section is one run of the',
    'bench; a run replaces the section of the same title (`--section`) and keeps the others.',
    '',
    `**Budget** (\`bench/budget.ts\`), on every route, on the median of its runs: ${scores.join(', ')};`,
    `LCP ≤ ${budget.maxLcpMs} ms; TBT ≤ ${budget.maxTbtMs} ms; CLS ≤ ${budget.maxCls}; fonts ≤ ${budget.maxFontKb} KB.`,
    '',
    '**How the figures are measured**',
    '',
    '- Lighthouse mobile, default config: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown. Each',
    '  run starts a fresh Chromium, so every run is a first visit with an empty cache.',
    '- Scores are the Lighthouse category scores (0–100). LCP, TBT and CLS are the Lighthouse metrics, simulated',
    '  (Lantern) from an unthrottled load.',
    '- Each column is the median of the runs for that column alone, so a row need not come from a single run.',
    '- **JS KB**: the sum of `transferSize` over the Script requests of the `network-requests` audit: what came',
    '  over the wire, compressed as the server sent it, response headers included. **fonts KB**: the size of the',
    '  font files fetched (`resourceSize`; woff2 is sent as it is), without response headers. 1 KB = 1024 bytes.',
    '- The bench serves the build as a static host does (bench/staticHost.ts): Brotli on text, hashed assets',
    '  cached for a year, HTML revalidated, `_headers` applied. The 404 page is measured as `/404.html`.',
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

function tableCells(summary: RouteSummary, failures: readonly string[]): string[] {
  const { scores } = summary;
  return [
    `\`${summary.route}\``,
    formatScore(scores.performance),
    formatScore(scores.accessibility),
    formatScore(scores['best-practices']),
    formatScore(scores.seo),
    String(Math.round(summary.lcpMs)),
    String(Math.round(summary.tbtMs)),
    formatCls(summary.cls),
    formatKb(summary.jsBytes),
    formatKb(summary.fontBytes),
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
