import type { CategoryId } from './budget.ts';
import { median } from './median.ts';
import type { PageBytes } from './pageBytes.ts';
import type { PerformanceRun } from './performanceRun.ts';
import { categoryIds, type RunMetrics } from './runMetrics.ts';
import { spread, type Spread } from './spread.ts';

/** One run at the base slowdown with every category: scores, metrics and bytes. */
export type RunResult = RunMetrics & PageBytes;

/** Everything Lighthouse measured of one route, grouped by how it was run. */
export interface RouteRuns {
  /** At the base slowdown (4×) with every category. */
  readonly base: readonly RunResult[];
  /** At each further slowdown (--slowdowns), performance only: CPU speed does not move the other categories. */
  readonly slower: readonly { readonly slowdown: number; readonly runs: readonly PerformanceRun[] }[];
  /** At the base slowdown with the site's own scripts blocked; empty with --no-scripts-check. */
  readonly noScripts: readonly PerformanceRun[];
}

/** The medians of one further slowdown. */
export interface SlowerFigures {
  readonly slowdown: number;
  readonly performance: number;
  readonly tbtMs: number;
}

/** Medians of a route's runs, taken metric by metric (not the figures of one "median run"). */
export interface RouteSummary extends Omit<RunResult, 'benchmarkIndex'> {
  readonly route: string;
  /** Runs per way of running it (at the base slowdown, at each further one, without scripts). */
  readonly runs: number;
  readonly slower: readonly SlowerFigures[];
  /** Median TBT at the base slowdown with the site's own scripts blocked; null when not measured. */
  readonly noScriptsTbtMs: number | null;
  /**
   * What the page's scripts add to its blocking time: the median TBT minus the median TBT without them.
   * Medians of runs in different browsers, not pairs, so it can come out a little below 0 on a page whose
   * scripts cost next to nothing.
   */
  readonly scriptsTbtMs: number | null;
  /** Over every Lighthouse run of the route, whichever way it was run: each one measured the machine. */
  readonly benchmarkIndex: Spread;
}

export function summarizeRoute(route: string, runs: RouteRuns): RouteSummary {
  const { base } = runs;
  const of = (pick: (run: RunResult) => number): number => median(base.map(pick));
  const scores = {} as Record<CategoryId, number>;
  for (const id of categoryIds) scores[id] = of((run) => run.scores[id]);
  const tbtMs = of((run) => run.tbtMs);
  const noScriptsTbtMs = runs.noScripts.length === 0 ? null : median(runs.noScripts.map((run) => run.tbtMs));
  return {
    route,
    runs: base.length,
    scores,
    lcpMs: of((run) => run.lcpMs),
    tbtMs,
    cls: of((run) => run.cls),
    jsBytes: of((run) => run.jsBytes),
    fontBytes: of((run) => run.fontBytes),
    // Not a median: one run sent through a redirect is a page that can be.
    redirectMs: Math.max(...base.map((run) => run.redirectMs)),
    slower: runs.slower.map(({ slowdown, runs: slowerRuns }) => ({
      slowdown,
      performance: median(slowerRuns.map((run) => run.performance)),
      tbtMs: median(slowerRuns.map((run) => run.tbtMs)),
    })),
    noScriptsTbtMs,
    scriptsTbtMs: noScriptsTbtMs === null ? null : tbtMs - noScriptsTbtMs,
    benchmarkIndex: spread([...base, ...runs.slower.flatMap((group) => group.runs), ...runs.noScripts].map((run) => run.benchmarkIndex)),
  };
}
