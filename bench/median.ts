/**
 * The median of a non-empty list. With an even count it is the mean of the two middle values, so
 * `--runs 2` still gives one number per metric rather than favouring either run.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}
