import type { CategoryId } from './budget.ts';
import { median } from './median.ts';
import type { PageBytes } from './pageBytes.ts';
import { categoryIds, type RunMetrics } from './runMetrics.ts';

export type RunResult = RunMetrics & PageBytes;

/** Medians of a route's runs, taken metric by metric (not the figures of one "median run"). */
export interface RouteSummary extends RunResult {
  readonly route: string;
  readonly runs: number;
}

export function summarizeRoute(route: string, runs: readonly RunResult[]): RouteSummary {
  const of = (pick: (run: RunResult) => number): number => median(runs.map(pick));
  const scores = {} as Record<CategoryId, number>;
  for (const id of categoryIds) scores[id] = of((run) => run.scores[id]);
  return {
    route,
    runs: runs.length,
    scores,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsBytes: of((run) => run.jsBytes),
    fontBytes: of((run) => run.fontBytes),
  };
}
