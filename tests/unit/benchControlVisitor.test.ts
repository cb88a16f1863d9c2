// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlVisitor } from '../../bench/controlVisitor.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';

const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'), 'funnels');

describe('the visitor the bench measures as', () => {
  it('has an id, as the site makes them, that every split test puts on its control', () => {
    const { name, value } = controlVisitor(funnels);
    expect(name).toBe('fx_id');
    expect(value).toMatch(/^[0-9a-f]{32}$/);
    const skincare = funnels.find((funnel) => funnel.slug === 'skincare');
    expect(skincare?.experiments.length).toBeGreaterThan(0);
    for (const funnel of funnels) expect(assignVariants(funnel, value)).toEqual(assignVariants(funnel, undefined));
  });
});
