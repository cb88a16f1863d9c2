import type { AssetBytes } from './assetBytes.ts';
import type { CategoryId } from './budget.ts';
import { median } from './median.ts';
import { categoryIds, type RunMetrics } from './runMetrics.ts';

export type RunResult = RunMetrics & AssetBytes;

/** Medians of a route's runs, taken metric by metric (not the figures of one "median run"). */
export interface RouteSummary {
  readonly route: string;
  readonly runs: number;
  readonly scores: Readonly<Record<CategoryId, number>>;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly jsBytes: number;
  readonly cssBytes: number;
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
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    jsBytes: of((run) => run.jsBytes),
    cssBytes: of((run) => run.cssBytes),
  };
}
