// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spread } from '../../bench/spread.ts';

describe('spread', () => {
  it('keeps the median with the lowest and highest value and how many there were', () => {
    expect(spread([2700, 1169, 1850.5])).toEqual({ median: 1850.5, min: 1169, max: 2700, count: 3 });
    expect(spread([1200, 1800])).toEqual({ median: 1500, min: 1200, max: 1800, count: 2 });
    expect(spread([1500])).toEqual({ median: 1500, min: 1500, max: 1500, count: 1 });
  });

  it('refuses an empty list rather than report a range from nothing', () => {
    expect(() => spread([])).toThrow(/empty/);
  });
});
