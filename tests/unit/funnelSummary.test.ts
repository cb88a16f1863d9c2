// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { virtualModuleSource } from '../../src/site/projectDataPlugin.ts';
import { funnelSummaries } from '../../src/engine/funnelSummary.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/funnel-order');

function load(folder: string) {
  return loadFunnels(path.join(fixtures, folder), folder);
}

describe('the gallery summaries of the shipped funnels', () => {
  const { funnels, errors } = loadProjectData(root);

  it('come in the owner’s order, each with its flow read from its machine', () => {
    expect(errors).toEqual([]);
    expect(funnelSummaries(funnels).map(({ slug, order, flow }) => ({ slug, order, flow }))).toEqual([
      { slug: 'skincare', order: 1, flow: ['Landing', 'Order', 'Thank-you'] },
      // The booking step waits out a delay (a compound state): still one step in the flow.
      { slug: 'medical', order: 2, flow: ['Landing', 'Thank-you'] },
      { slug: 'plants', order: 3, flow: ['Landing', 'Product', 'Thank-you'] },
      { slug: 'cinnamon', order: 4, flow: ['Landing', 'Upsell', 'Thank-you'] },
      { slug: 'travel', order: 5, flow: ['Landing', 'Thank-you'] },
      // A quiz branches on its answers: the flow is the shortest way through, past the first result that is reached.
      { slug: 'northwind-coffee', order: 6, flow: ['Landing', 'Brew', 'Taste', 'Cup', 'Result-medium', 'Thank-you'] },
    ]);
  });

  it('show each funnel’s landing hero picture, with its alt text and size', () => {
    for (const summary of funnelSummaries(funnels)) {
      const funnel = funnels.find((candidate) => candidate.slug === summary.slug);
      const hero = funnel?.steps[funnel.landing]?.blocks.find((block) => block.type === 'hero');
      expect(hero?.type === 'hero' ? hero.image : 'no hero', summary.slug).toEqual(summary.art);
      expect(summary.art?.alt, summary.slug).not.toBe('');
    }
  });

  it('reach the browser as their own module, without any funnel’s steps', () => {
    const source = virtualModuleSource(root, 'virtual:funnel-summaries');
    const shipped: unknown = JSON.parse(source.slice('export default '.length, -';'.length));
    expect(shipped).toEqual(funnelSummaries(funnels));
    expect(source).not.toContain('"steps"');
    expect(source.length).toBeLessThan(virtualModuleSource(root, 'virtual:funnels').length / 5);
  });
});

describe('the gallery order', () => {
  it('puts numbered funnels first, then the rest by title; a funnel without a picture has no art', () => {
    const { data, errors } = load('unordered');
    expect(errors).toEqual([]);
    expect(funnelSummaries(data).map(({ title, order, art }) => ({ title, order, art: art?.src }))).toEqual([
      { title: 'Poppy', order: 1, art: '/art/hero.svg' },
      { title: 'Aster', order: undefined, art: '/art/hero.svg' },
      { title: 'Zinnia', order: undefined, art: undefined },
    ]);
  });

  it('takes the shortest way to a thank-you step when the flow branches (a declined upsell leads to a downsell)', () => {
    const { data } = load('unordered');
    expect(funnelSummaries(data).map((summary) => summary.flow)).toEqual([
      ['Landing', 'Upsell', 'Thank-you'],
      ['Landing', 'Upsell', 'Thank-you'],
      ['Landing', 'Upsell', 'Thank-you'],
    ]);
  });

  it('shows funnels that share a number by title, and warns naming both files rather than stopping the build', () => {
    // alpha.json is titled Zebra, so the order below is by title and not by file name.
    const { data, errors, warnings } = load('tie');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'tie/beta.json: order: 2 is also the order of tie/alpha.json; the gallery shows funnels that share a number by title (give each its own number to choose)',
    ]);
    expect(funnelSummaries(data).map(({ slug, title, order }) => ({ slug, title, order }))).toEqual([
      { slug: 'gamma', title: 'Gamma', order: 1 },
      { slug: 'beta', title: 'Beta', order: 2 },
      { slug: 'alpha', title: 'Zebra', order: 2 },
    ]);
  });

  it('takes only whole numbers from 1', () => {
    expect(load('invalid').errors).toEqual([
      'invalid/fraction.json: order: expected a whole number: 1, 2, 3…',
      'invalid/word.json: order: expected number, received string',
      'invalid/zero.json: order: must be at least 1, found 0',
    ]);
  });
});
