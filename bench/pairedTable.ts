import { formatMs, formatScore, formatSlowdown, formatSpread } from './format.ts';
import { median } from './median.ts';
import type { PerformanceRun } from './performanceRun.ts';
import { spread } from './spread.ts';

/** One route's runs at one CPU slowdown, on the build before and the build after, taken in turn. */
export interface PairedCell {
  readonly slowdown: number;
  readonly before: readonly PerformanceRun[];
  readonly after: readonly PerformanceRun[];
}

export interface PairedRoute {
  readonly route: string;
  /** Empty when the route is in the build after only (a new page): nothing to compare it with. */
  readonly cells: readonly PairedCell[];
  /** The after build's runs of a route the build before does not have, per slowdown. */
  readonly afterOnly?: readonly PairedCell[];
}

/** Median performance after minus before: negative is worse. Halves are kept (an even number of runs). */
export function performanceChange(cell: PairedCell): number {
  return median(cell.after.map((run) => run.performance)) - median(cell.before.map((run) => run.performance));
}

function perfCell(cell: PairedCell): string {
  const before = median(cell.before.map((run) => run.performance));
  const after = median(cell.after.map((run) => run.performance));
  const change = after - before;
  return `${formatScore(before)} → ${formatScore(after)} (${change > 0 ? '+' : ''}${formatScore(change)})`;
}

function tbtCell(cell: PairedCell): string {
  return `${formatMs(median(cell.before.map((run) => run.tbtMs)))} → ${formatMs(median(cell.after.map((run) => run.tbtMs)))}`;
}

/**
 * The markdown table of a paired run: per route and slowdown, median performance and TBT before → after,
 * and the benchmarkIndex over both builds' runs of the route (one machine, so one column). The last lines
 * count, per slowdown, the routes whose median moved by more than `tolerance` points each way, so a
 * change that costs every page a little shows even where each route alone looks like noise.
 */
export function pairedTable(routes: readonly PairedRoute[], slowdowns: readonly number[], tolerance: number): string {
  const header = [
    'route',
    ...slowdowns.map((slowdown) => `perf ${formatSlowdown(slowdown)} before → after`),
    ...slowdowns.map((slowdown) => `TBT ${formatSlowdown(slowdown)} (ms)`),
    'benchmarkIndex',
  ];
  const lines = [`| ${header.join(' | ')} |`, `| --- | ${header.slice(1).map(() => '---:').join(' | ')} |`];
  for (const route of routes) {
    const cells = route.cells.length > 0 ? route.cells : (route.afterOnly ?? []);
    const runs = cells.flatMap((cell) => [...cell.before, ...cell.after]);
    const index = runs.length === 0 ? '' : formatSpread(spread(runs.map((run) => run.benchmarkIndex)));
    if (route.cells.length === 0) {
      const perf = cells.map((cell) => `(after only) ${formatScore(median(cell.after.map((run) => run.performance)))}`);
      const tbt = cells.map((cell) => `(after only) ${formatMs(median(cell.after.map((run) => run.tbtMs)))}`);
      lines.push(`| \`${route.route}\` | ${[...perf, ...tbt, index].join(' | ')} |`);
      continue;
    }
    lines.push(`| \`${route.route}\` | ${[...route.cells.map(perfCell), ...route.cells.map(tbtCell), index].join(' | ')} |`);
  }
  lines.push('');
  for (const slowdown of slowdowns) {
    const changes = routes.flatMap((route) => route.cells.filter((cell) => cell.slowdown === slowdown)).map(performanceChange);
    if (changes.length === 0) continue;
    const worse = changes.filter((change) => change < -tolerance).length;
    const better = changes.filter((change) => change > tolerance).length;
    lines.push(
      `- At ${formatSlowdown(slowdown)}: median change ${formatScore(median(changes))} points over ${changes.length} routes; ` +
        `${worse} worse and ${better} better by more than ${tolerance}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
