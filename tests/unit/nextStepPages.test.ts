// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { nextStepPages } from '../../src/engine/experiments/nextStepPages.ts';

const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'), 'funnels');
const funnel = (slug: string) => {
  const found = funnels.find((candidate) => candidate.slug === slug);
  if (found === undefined) throw new Error(`no funnel ${slug}`);
  return found;
};

describe('the pages a step leads to', () => {
  it('names every variant page of a split-tested next step, and says it is one', () => {
    const skincare = funnel('skincare');
    expect(nextStepPages(skincare, createFunnelMachine(skincare), 'landing', { experiments: true })).toEqual([
      { step: 'order', pages: ['/funnels/skincare/order', '/funnels/skincare/order/b'], splitTest: true },
    ]);
  });

  it('names only the step’s own page when split tests are off, or the next step has none', () => {
    const skincare = funnel('skincare');
    const machine = createFunnelMachine(skincare);
    expect(nextStepPages(skincare, machine, 'landing', { experiments: false })).toEqual([{ step: 'order', pages: ['/funnels/skincare/order'], splitTest: false }]);
    expect(nextStepPages(skincare, machine, 'order', { experiments: true })).toEqual([{ step: 'thank-you', pages: ['/funnels/skincare/thank-you'], splitTest: false }]);
    expect(nextStepPages(skincare, machine, 'thank-you', { experiments: true })).toEqual([]);
  });
});
