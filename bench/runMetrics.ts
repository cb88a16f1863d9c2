import type { CategoryId } from './budget.ts';
import type { LhrLike } from './lhrLike.ts';
import { categoryScore, numericAudit, performanceRun } from './performanceRun.ts';

/** What one Lighthouse run with every category says about a route, before any bytes are counted. */
export interface RunMetrics {
  /** 0–100, as the Lighthouse report shows them. */
  readonly scores: Readonly<Record<CategoryId, number>>;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** See PerformanceRun: the machine's speed as Lighthouse measured it in this run. */
  readonly benchmarkIndex: number;
  /** What redirects before the page cost, as Lighthouse's `redirects` audit reckons it; 0 when the page came at once. */
  readonly redirectMs: number;
}

export const categoryIds: readonly CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export function runMetrics(lhr: LhrLike): RunMetrics {
  const scores = {} as Record<CategoryId, number>;
  for (const id of categoryIds) scores[id] = categoryScore(lhr, id);
  const { tbtMs, benchmarkIndex } = performanceRun(lhr);
  return {
    scores,
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    tbtMs,
    benchmarkIndex,
    // Lighthouse leaves the audit's value out when there was nothing to redirect.
    redirectMs: lhr.audits.redirects?.numericValue ?? 0,
  };
}
