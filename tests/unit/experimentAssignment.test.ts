// @vitest-environment node
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { experimentId } from '../../src/engine/experiments/experimentIds.ts';
import { pickVariant } from '../../src/engine/experiments/pickVariant.ts';

/** 10,000 ids shaped like the UUIDs browsers make, the same on every run: a failure can be replayed. */
const ids = Array.from({ length: 10_000 }, (_, i) => {
  const hex = createHash('sha256').update(`visitor ${String(i)}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
});

/** The share of ids, in percent, that get each variant. */
function split(experiment: string, weights: readonly number[]): number[] {
  const counts = weights.map(() => 0);
  for (const id of ids) {
    const index = pickVariant(id, experiment, weights);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count) => (count / ids.length) * 100);
}

describe('choosing a visitor’s variant', () => {
  it('is deterministic: the same id and experiment always give the same variant', () => {
    for (const id of ids.slice(0, 200)) {
      const first = pickVariant(id, 'skincare.two-bottles-first', [50, 50]);
      for (let again = 0; again < 3; again += 1) expect(pickVariant(id, 'skincare.two-bottles-first', [50, 50])).toBe(first);
    }
  });

  it.each([
    [[50, 50]],
    [[10, 90]],
    [[34, 33, 33]],
    [[70, 20, 10]],
    [[1, 99]],
  ])('splits 10,000 simulated ids within ±2 points of the weights %j', (weights) => {
    const shares = split('skincare.two-bottles-first', weights);
    shares.forEach((share, index) => {
      expect(Math.abs(share - (weights[index] ?? 0)), `variant ${String(index)}: ${share.toFixed(2)}% for a weight of ${String(weights[index])}`).toBeLessThanOrEqual(2);
    });
  });

  it('hashes each experiment afresh, so one test’s variant says nothing of another’s', () => {
    let same = 0;
    for (const id of ids) if (pickVariant(id, 'shop.headline', [50, 50]) === pickVariant(id, 'shop.price', [50, 50])) same += 1;
    // Independent 50/50 splits agree on about half of the visitors, not on all or none.
    expect(Math.abs((same / ids.length) * 100 - 50)).toBeLessThanOrEqual(2);
  });

  it('gives a visit without an id the controls, and an id its variants by experiment id', () => {
    const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'));
    const skincare = funnels.find((funnel) => funnel.slug === 'skincare');
    if (skincare === undefined) throw new Error('no skincare funnel');
    const [experiment] = skincare.experiments;
    if (experiment === undefined) throw new Error('skincare runs no experiment');
    const id = experimentId(skincare, experiment);
    expect(id).toBe('skincare.two-bottles-first');
    expect(assignVariants(skincare, undefined)).toEqual({ [id]: 'control' });
    const seen = new Set(ids.slice(0, 100).map((visitor) => assignVariants(skincare, visitor)[id]));
    expect([...seen].sort()).toEqual(['b', 'control']);
  });
});
