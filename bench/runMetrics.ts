import type { CategoryId } from './budget.ts';
import type { LhrLike } from './lhrLike.ts';

/** What one Lighthouse run says about a route, before any bytes are counted. */
export interface RunMetrics {
  /** 0–100, as the Lighthouse report shows them. */
  readonly scores: Readonly<Record<CategoryId, number>>;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
}

export const categoryIds: readonly CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export function runMetrics(lhr: LhrLike): RunMetrics {
  const scores = {} as Record<CategoryId, number>;
  for (const id of categoryIds) {
    const score = lhr.categories[id]?.score;
    // A null score means Lighthouse could not measure the page; reporting it as 0 would pass it off as a
    // slow page rather than a broken run.
    if (score === null || score === undefined) throw new Error(`Lighthouse returned no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  return {
    scores,
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
  };
}

function numericAudit(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Lighthouse returned no value for ${id}`);
  return value;
}
