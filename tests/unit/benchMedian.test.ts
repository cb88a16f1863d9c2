// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMedianRange } from '../../bench/format.ts';
import { median } from '../../bench/median.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([90, 40, 70])).toBe(70);
    expect(median([5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([100, 98])).toBe(99);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the caller’s list', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than invent a figure', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('formatMedianRange', () => {
  it('writes a figure over several runs as its median with the lowest and highest, to the digits asked', () => {
    expect(formatMedianRange([120.4, 35.2, 98.6])).toBe('99 (35–120)');
    expect(formatMedianRange([1.74, 1.66], 1)).toBe('1.7 (1.7–1.7)');
    expect(formatMedianRange([])).toBe('–');
  });
});
