import type { LhrLike } from './lhrLike.ts';

/** What every Lighthouse run of the bench yields, whichever categories it ran: the figures the margin is read from. */
export interface PerformanceRun {
  /** 0–100, as the Lighthouse report shows it. */
  readonly performance: number;
  readonly tbtMs: number;
  /**
   * Lighthouse's measure of how fast this machine ran a fixed piece of JavaScript just before the page
   * loaded (higher is faster). Simulated TBT scales the page's real CPU time, so a figure is only as
   * comparable as the benchmarkIndex beside it.
   */
  readonly benchmarkIndex: number;
}

export function performanceRun(lhr: LhrLike): PerformanceRun {
  return {
    performance: categoryScore(lhr, 'performance'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    benchmarkIndex: benchmarkIndex(lhr),
  };
}

/** A category's score as the report shows it, 0–100. */
export function categoryScore(lhr: LhrLike, id: string): number {
  const score = lhr.categories[id]?.score;
  // A null score means Lighthouse could not measure the page; reporting it as 0 would pass it off as a
  // slow page rather than a broken run.
  if (score === null || score === undefined) throw new Error(`Lighthouse returned no ${id} score`);
  return Math.round(score * 100);
}

export function numericAudit(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Lighthouse returned no value for ${id}`);
  return value;
}

function benchmarkIndex(lhr: LhrLike): number {
  const value = lhr.environment?.benchmarkIndex;
  if (value === undefined || !Number.isFinite(value) || value <= 0) throw new Error('Lighthouse returned no benchmarkIndex');
  return value;
}
