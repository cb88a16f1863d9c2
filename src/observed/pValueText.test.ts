import { describe, expect, it } from 'vitest';
import { pValueText } from './pValueText.ts';

describe('pValueText', () => {
  it('writes a p-value to two significant figures', () => {
    expect(pValueText(0.0317)).toBe('p = 0.032');
    expect(pValueText(0.5)).toBe('p = 0.50');
    expect(pValueText(1)).toBe('p = 1.0');
  });

  it('writes one too small to print as a bound, never as zero', () => {
    expect(pValueText(0)).toBe('p < 0.0001');
    expect(pValueText(3e-9)).toBe('p < 0.0001');
    expect(pValueText(0.0001)).toBe('p = 0.00010');
  });
});
