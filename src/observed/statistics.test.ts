// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pValueText } from './pValueText.ts';
import { chiSquareTail, normalTwoSidedTail, relativeLift, sampleRatio } from './statistics.ts';

describe('p-values, computed as tails', () => {
  it('agree with the tables where the tables are read', () => {
    expect(normalTwoSidedTail(1.959963984540054)).toBeCloseTo(0.05, 12);
    expect(chiSquareTail(3.841458820694124, 1)).toBeCloseTo(0.05, 12);
    expect(chiSquareTail(5.991464547107979, 2)).toBeCloseTo(0.05, 12);
  });

  it('stay true small numbers far past any threshold, where 1 − cdf gave 0', () => {
    // erfc(10/√2): the two-sided tail at z = 10.
    expect(normalTwoSidedTail(10) / 1.5239706048321186e-23).toBeCloseTo(1, 9);
    // χ² of 1 degree of freedom is a squared normal: its tail at z² is the normal's two-sided tail at z.
    expect(chiSquareTail(200, 1) / normalTwoSidedTail(Math.sqrt(200))).toBeCloseTo(1, 9);
    expect(chiSquareTail(200, 1)).toBeGreaterThan(1e-46);
    // With 2 degrees of freedom the tail is exactly e^(−x/2).
    expect(chiSquareTail(600, 2) / Math.exp(-300)).toBeCloseTo(1, 9);
  });

  it('reach the report as true small numbers, printed as a bound', () => {
    const split = sampleRatio([6_000, 4_000], [50, 50]);
    expect(split.pValue).toBeGreaterThan(0);
    expect(split.pValue).toBeLessThan(1e-80);
    expect(pValueText(split.pValue)).toBe('p < 0.0001');
    const lift = relativeLift({ mean: 0.47, variance: 0.47 * 0.53, n: 100_000 }, { mean: 0.564, variance: 0.564 * 0.436, n: 100_000 });
    expect(lift.pValue).toBeGreaterThan(0);
    expect(lift.pValue).toBeLessThan(1e-300);
    // Past the smallest double (a z beyond 38.5) the true value cannot be written: the smallest double, an upper bound, stands for it.
    expect(sampleRatio([60_000, 40_000], [50, 50]).pValue).toBe(Number.MIN_VALUE);
  });
});
