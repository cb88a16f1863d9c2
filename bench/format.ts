import { median } from './median.ts';
import type { Spread } from './spread.ts';

/** Number formats shared by the table and the failure messages, so both say the same thing. */

export const bytesPerKb = 1024;

export function formatKb(bytes: number): string {
  return (bytes / bytesPerKb).toFixed(1);
}

/** Three decimals as Lighthouse shows CLS, except that a shift too small for them must not read as 0. */
export function formatCls(cls: number): string {
  const fixed = cls.toFixed(3);
  return cls > 0 && Number(fixed) === 0 ? '<0.001' : fixed;
}

/** Scores are whole numbers except the median of an even number of runs, which may end in .5. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** A CPU slowdown multiplier as the headers and messages write it: 4×, 6×, 2.5×. */
export function formatSlowdown(slowdown: number): string {
  return `${slowdown}×`;
}

/** Whole milliseconds, as Lighthouse shows TBT. */
export function formatMs(ms: number): string {
  return String(Math.round(ms));
}

/** "median (min–max)" in whole numbers, or the one number when every value was the same. */
export function formatSpread(spread: Spread): string {
  const [median, min, max] = [spread.median, spread.min, spread.max].map((value) => Math.round(value));
  return min === max ? String(median) : `${median} (${min}–${max})`;
}

/** "median (lowest–highest)" of a figure taken over several runs, to `digits` decimals; "–" for no run. */
export function formatMedianRange(values: readonly number[], digits = 0): string {
  if (values.length === 0) return '–';
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
}
