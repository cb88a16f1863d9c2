// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { flowData } from '../../src/diagrams/flowData.ts';
import { machineFiles } from '../../src/diagrams/machineFiles.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { variantStep } from '../../src/engine/experiments/variantStep.ts';
import { funnelSummary } from '../../src/engine/funnelSummary.ts';
import { stepAtPath } from '../../src/engine/stepRoutes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const shipped = loadFunnels(path.join(root, 'funnels')).data;
const fixture = loadFunnels(path.join(root, 'tests/fixtures/split-test/funnels'), 'split-test', { publicDir: path.join(root, 'public') });

function requireFunnel(funnels: typeof shipped, slug: string) {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`no funnel ${slug}`);
  return funnel;
}
const skincare = requireFunnel(shipped, 'skincare');
const split = requireFunnel(fixture.data, 'split');

describe('the skincare order step’s split test', () => {
  it('shows the control as the file writes it, and variant b with 2 bottles first under a Save 15% banner, both offering both bottles at their prices', () => {
    const control = variantStep(skincare, 'order', { 'skincare.two-bottles-first': 'control' });
    const b = variantStep(skincare, 'order', { 'skincare.two-bottles-first': 'b' });
    expect(control).toEqual(skincare.steps.order);
    const options = (step: typeof b) => step?.blocks.find((block) => block.type === 'order-options');
    expect(options(b)).toEqual({ ...options(control), featured: 'two' });
    expect(b?.on).toEqual(control?.on);
    // Everything but the order-options block is the control's: the trust badges, the checkout button, the footer.
    expect(b?.blocks.filter((block) => block.type !== 'order-options')).toEqual(control?.blocks.filter((block) => block.type !== 'order-options'));
  });

  it('has b’s own address, which names the step and the variant', () => {
    expect(stepAtPath(skincare, 'order/b')).toEqual({ stepId: 'order', variants: { 'skincare.two-bottles-first': 'b' } });
    expect(stepAtPath(skincare, 'order')).toEqual({ stepId: 'order', variants: undefined });
    // The control lives at the step's own address only, and an unknown variant is no page.
    expect(stepAtPath(skincare, 'order/control')).toBeUndefined();
    expect(stepAtPath(skincare, 'order/c')).toBeUndefined();
  });

  it('is noted on the showcase card', () => {
    expect(funnelSummary(skincare).splitTests).toEqual(['Split test on Order: control vs b']);
    expect(funnelSummary(requireFunnel(shipped, 'plants')).splitTests).toEqual([]);
  });

  it('is in `npm run machines`: a note on the step in the Mermaid file, the variants in the JSON', () => {
    const files = machineFiles([skincare]);
    expect(files.get('skincare.mmd')).toContain('note left of order : split test skincare.two-bottles-first, control 50% / b 50%, goal purchase\n');
    const config = JSON.parse(files.get('skincare.json') ?? '{}') as { states: { order: { meta: unknown } } };
    expect(config.states.order.meta).toMatchObject({
      experiments: [{ id: 'skincare.two-bottles-first', goal: 'purchase', variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50 }] }],
    });
  });

  it('is in the flow view’s data: the variants, their weights and pages, and the goal', () => {
    expect(flowData(skincare).experiments).toEqual([
      {
        id: 'skincare.two-bottles-first',
        step: 'order',
        goal: 'purchase',
        variants: [
          { id: 'control', weight: 50, url: '/funnels/skincare/order', leadsTo: [] },
          { id: 'b', weight: 50, url: '/funnels/skincare/order/b', leadsTo: [] },
        ],
      },
    ]);
  });
});

describe('a variant that adds a step (the split-test fixture: b offers a downsell before thank-you)', () => {
  it('loads without a problem, the downsell reachable only through b', () => {
    expect(fixture.errors).toEqual([]);
  });

  it('takes its own transition only on variant b', () => {
    const machine = createFunnelMachine(split);
    const walk = (variant: string) => {
      const variants = { 'split.downsell-first': variant };
      const actor = createActor(machine, { snapshot: machine.resolveState({ value: 'landing', context: initialContext(split, 'landing', variants) }) }).start();
      actor.send({ type: 'ORDER' });
      actor.send({ type: 'CHECKOUT' });
      return currentStep(actor.getSnapshot());
    };
    expect(walk('control')).toBe('thank-you');
    expect(walk('b')).toBe('downsell');
  });

  it('draws the extra step and b’s arrow to it, labelled with the variant, and lists the way as b’s only', () => {
    const flow = flowData(split);
    for (const layout of [flow.wide, flow.narrow]) {
      expect(layout.nodes.map((node) => node.node.id)).toContain('downsell');
      const arrow = layout.edges.find((placed) => placed.edge.source === 'order' && placed.edge.target === 'downsell');
      expect(arrow?.edge.label).toBe('CHECKOUT [variant b]');
    }
    expect(flow.steps.find((step) => step.id === 'order')?.ways).toEqual([
      { event: 'CHECKOUT', to: 'downsell', waitMs: undefined, variant: 'b' },
      { event: 'CHECKOUT', to: 'thank-you', waitMs: undefined },
    ]);
    expect(flow.experiments[0]?.variants[1]).toEqual({ id: 'b', weight: 30, url: '/funnels/split/order/b', leadsTo: [{ event: 'CHECKOUT', to: 'downsell' }] });
    expect(machineFiles([split]).get('split.mmd')).toContain('order --> downsell : CHECKOUT [variant b]\n');
  });
});

describe('the README’s split-test walk-through', () => {
  it('shows skincare’s experiments exactly as funnels/skincare.json has them', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Add a split test with config alone'));
    const snippet = /```json\n"experiments": ([\s\S]*?)\n```/.exec(section)?.[1];
    const file = JSON.parse(readFileSync(path.join(root, 'funnels/skincare.json'), 'utf8')) as { experiments: unknown };
    expect(JSON.parse(snippet ?? 'null')).toEqual(file.experiments);
  });
});
