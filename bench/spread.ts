import { median } from './median.ts';

/** A figure that moves from run to run, kept with its range: the median alone would hide a noisy machine. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** How many values it was taken over. */
  readonly count: number;
}

export function spread(values: readonly number[]): Spread {
  // median() refuses an empty list, so min and max below are never ±Infinity.
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), count: values.length };
}
