/**
 * Φ⁻¹(1 − α/2) for α = 0.05 and Φ⁻¹(0.8): the two-sided test at 5% and 80%
 * power that GrowthBook's frequentist power calculation uses by default
 * (docs.growthbook.io/statistics/power-technical).
 */
export const Z_ALPHA_TWO_SIDED_05 = 1.959963984540054;
export const Z_POWER_80 = 0.8416212335729143;

/**
 * Visitors per variant for a two-sided test of two conversion rates to reach
 * 80% power at α = 0.05, with equal groups: n = (z₁₋α/₂ + z₁₋β)² ·
 * (p₁(1−p₁) + p₂(1−p₂)) / (p₂ − p₁)². A 5% baseline and a 10% relative lift
 * (5.5%) need about 31,200 per variant. Infinity when the rates are equal:
 * no sample detects no difference.
 */
export function visitorsPerVariant(baseline: number, variant: number): number {
  const difference = variant - baseline;
  if (difference === 0) return Number.POSITIVE_INFINITY;
  const variance = baseline * (1 - baseline) + variant * (1 - variant);
  return Math.ceil(((Z_ALPHA_TWO_SIDED_05 + Z_POWER_80) ** 2 * variance) / difference ** 2);
}
