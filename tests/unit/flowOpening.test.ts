// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { flowData } from '../../src/diagrams/flowData.ts';
import { SHORT_CONDITION_MAX, shortCondition } from '../../src/engine/conditions/shortCondition.ts';
import type { Box, FlowLayout } from '../../src/flow-view/flowLayout.ts';
import { fitView, initialView, LEGIBLE_SCALE, type Size, type View } from '../../src/flow-view/initialView.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The flow view is the portfolio's: a client's site has none.
const shipped = loadProjectData(root).funnels;
const fixtures = loadFunnels(path.join(root, 'tests/fixtures/flow-legibility/funnels'), 'flow-legibility');
const twelve = fixtures.data.find((funnel) => funnel.slug === 'twelve-steps');

/**
 * The diagram's canvas in "How this funnel works", as flowLegibility.spec
 * measures it: 332 px wide on a 390×844 phone (the flow laid out down the
 * screen), 918 on a 1366×900 desktop (across), at most 56% of the screen's
 * height; a drawing shorter than that gets a shorter canvas, which only
 * leaves more room.
 */
const canvases: { name: string; layout: 'narrow' | 'wide'; size: Size }[] = [
  { name: '390×844', layout: 'narrow', size: { width: 332, height: 0.56 * 844 } },
  { name: '1366×900', layout: 'wide', size: { width: 918, height: 0.56 * 900 } },
];

/** A box as the view puts it on screen. */
const onScreen = (box: Box, view: View): Box => ({ x: view.x + box.x * view.k, y: view.y + box.y * view.k, width: box.width * view.k, height: box.height * view.k });
const within = (box: Box, size: Size) => box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;

function opensLegibleOnEveryStep(funnel: Funnel) {
  const flow = flowData(funnel);
  for (const canvas of canvases) {
    const layout: FlowLayout = flow[canvas.layout];
    for (const step of flow.steps) {
      const box = layout.nodes.find((placed) => placed.node.id === step.id);
      if (box === undefined) throw new Error(`${funnel.slug}: ${step.id} is not drawn`);
      const view = initialView(layout, canvas.size, box);
      expect(view.k, `${funnel.slug} at ${canvas.name} on ${step.id}: opens at a legible scale`).toBeGreaterThanOrEqual(LEGIBLE_SCALE);
      expect(within(onScreen(box, view), canvas.size), `${funnel.slug} at ${canvas.name}: ${step.id} is in view when the visitor is there`).toBe(true);
    }
    // Fit shows it all, whatever its scale.
    expect(within(onScreen(layout.bounds, fitView(layout, canvas.size)), canvas.size)).toBe(true);
  }
}

describe('how the flow diagram opens', () => {
  it('the fixture is a 12-step funnel with two lists of branches', () => {
    expect(fixtures.errors).toEqual([]);
    if (twelve === undefined) throw new Error('no twelve-steps fixture');
    expect(Object.keys(twelve.steps)).toHaveLength(12);
    expect(Object.values(twelve.steps).filter((step) => Object.values(step.on).some(Array.isArray))).toHaveLength(2);
  });

  it('opens at a legible scale on whichever step the visitor is, every step in view in its turn, at 390 and 1366 wide: the fixture', () => {
    if (twelve === undefined) throw new Error('no twelve-steps fixture');
    opensLegibleOnEveryStep(twelve);
  });

  it('and every shipped funnel', () => {
    for (const funnel of shipped) opensLegibleOnEveryStep(funnel);
  });

  it('centres a drawing that fits, and one that does not on the step, never past its edges', () => {
    const northwind = shipped.find((funnel) => funnel.slug === 'northwind-coffee');
    if (northwind === undefined) throw new Error('no northwind-coffee funnel');
    const layout = flowData(northwind).wide;
    const size = { width: 918, height: 504 };
    const first = layout.nodes[0];
    if (first === undefined) throw new Error('nothing drawn');
    // The first step sits at the left: the view starts at the drawing's left edge, not with empty room before it.
    const start = initialView(layout, size, first);
    expect(start.x).toBeCloseTo(-layout.bounds.x * start.k, 6);
    // The drawing is shorter than the canvas: centred up and down.
    expect(start.y + (layout.bounds.y + layout.bounds.height / 2) * start.k).toBeCloseTo(size.height / 2, 6);
  });
});

describe('the words on an arrow', () => {
  it('carry a branch’s condition short, its full words kept for hover and focus', () => {
    if (twelve === undefined) throw new Error('no twelve-steps fixture');
    const flow = flowData(twelve);
    const texts = flow.wide.edges.map((placed) => placed.text);
    expect(texts).toEqual(expect.arrayContaining(['cold brew', 'light highest', 'otherwise', 'espresso + dark highest', 'NEXT', 'CONFIRM']));
    const coldBrew = flow.wide.edges.find((placed) => placed.text === 'cold brew');
    expect(coldBrew?.full).toBe('ANSWER when brew is cold-brew');
    // The machine's actions stay off the arrow: ANSWER, not `ANSWER [a brew answer] / answer(brew), …`.
    expect(flow.wide.edges.find((placed) => placed.edge.source === 'brew')?.text).toBe('ANSWER');
    for (const text of texts) expect(text.length, text).toBeLessThanOrEqual(SHORT_CONDITION_MAX);
  });

  it('cut a long condition with an ellipsis, and say scores and lists briefly', () => {
    expect(shortCondition({ score: 'dark', atLeast: 4 })).toBe('dark ≥ 4');
    expect(shortCondition({ score: 'light', below: 2 })).toBe('light < 2');
    expect(shortCondition({ answer: 'brew', isOneOf: ['pour-over', 'drip'] })).toBe('pour over/drip');
    const long = shortCondition({ any: [{ answer: 'brew', is: 'pour-over' }, { answer: 'taste', is: 'chocolate-and-nuts' }] });
    expect(long.length).toBeLessThanOrEqual(SHORT_CONDITION_MAX);
    expect(long).toMatch(/^pour over or chocolate.*…$/);
  });
});
