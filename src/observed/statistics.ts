import erfc from '@stdlib/math-base-special-erfc';
import gammainc from '@stdlib/math-base-special-gammainc';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** Φ⁻¹(0.975): a 95% interval is the estimate ± this many standard errors. */
export const Z95: number = normalQuantile(0.975, 0, 1);

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval (95%) of a share, `successes` of `n`: unlike
 * p ± z·√(p(1−p)/n) it stays inside 0…1 and keeps its width at 0 or n
 * successes, which a rare way on a small step has.
 */
export function wilson(successes: number, n: number): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A mean from its sum and sum of squares over n, with its 95% interval (mean ± z·s/√n). */
export function meanInterval(sum: number, squares: number, n: number): Interval & { mean: number; standardError: number } {
  if (n === 0) return { mean: 0, low: 0, high: 0, standardError: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  const standardError = Math.sqrt(variance / n);
  return { mean, standardError, low: mean - Z95 * standardError, high: mean + Z95 * standardError };
}

/**
 * A tail probability as a p-value: never 0. Below the smallest positive double (5e-324: a normal z past
 * 38.5) the true value cannot be written, and that smallest double, an upper bound, stands for it.
 */
const nonZero = (tail: number): number => (Number.isNaN(tail) ? tail : Math.max(tail, Number.MIN_VALUE));

/**
 * P(X ≥ x) for a chi-square variable of k degrees of freedom: the upper regularized incomplete gamma
 * function Q(k/2, x/2), computed as the tail itself. As 1 − cdf it kept no digit past 1e-16: a split
 * far from the configured one came out as p = 0; as a tail it is a true small number (2e-45 for χ² = 200).
 */
export const chiSquareTail = (x: number, k: number): number => nonZero(gammainc(x / 2, k / 2, true, true));

/** P(|Z| ≥ z) for a standard normal Z: erfc(|z|/√2), the two-sided tail computed as a tail, for the same reason (1.5e-23 at z = 10). */
export const normalTwoSidedTail = (z: number): number => nonZero(erfc(Math.abs(z) / Math.SQRT2));

/** GrowthBook flags a sample ratio mismatch below this p-value. */
export const SRM_THRESHOLD = 0.001;

/**
 * The sample-ratio-mismatch check: Pearson's chi-square of the visitors each
 * variant got against what the configured weights expect, with k − 1
 * degrees of freedom; a p-value below 0.001 says the split is not the one
 * configured (a redirect losing visitors, a bot, a broken assignment).
 */
export function sampleRatio(visitors: readonly number[], weights: readonly number[]): { chiSquare: number; pValue: number; mismatch: boolean } {
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || visitors.length < 2 || weightSum <= 0) return { chiSquare: 0, pValue: 1, mismatch: false };
  const chiSquare = visitors.reduce((sum, count, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightSum;
    return expected === 0 ? sum : sum + (count - expected) ** 2 / expected;
  }, 0);
  const pValue = chiSquareTail(chiSquare, visitors.length - 1);
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD };
}

export interface Lift extends Interval {
  /** The variant's rate over the control's, less 1: 0.2 is 20% more. */
  lift: number;
  /** Two-sided, of no difference. */
  pValue: number;
}

/**
 * The relative lift of a variant's mean over the control's, with the delta
 * method's 95% interval and p-value, as GrowthBook's frequentist engine
 * computes it: Var(m_b/m_a) ≈ v_b/(n_b·m_a²) + m_b²·v_a/(n_a·m_a⁴), where
 * v is each group's variance. For a rate, v = p(1 − p).
 */
export function relativeLift(control: { mean: number; variance: number; n: number }, variant: { mean: number; variance: number; n: number }): Lift {
  if (control.n === 0 || variant.n === 0 || control.mean === 0) return { lift: 0, low: Number.NaN, high: Number.NaN, pValue: 1 };
  const lift = variant.mean / control.mean - 1;
  const variance = variant.variance / (variant.n * control.mean ** 2) + (variant.mean ** 2 * control.variance) / (control.n * control.mean ** 4);
  const error = Math.sqrt(variance);
  if (error === 0) return { lift, low: lift, high: lift, pValue: lift === 0 ? 1 : nonZero(0) };
  return { lift, low: lift - Z95 * error, high: lift + Z95 * error, pValue: normalTwoSidedTail(lift / error) };
}
