// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutMachine } from '../../src/diagrams/layoutMachine.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { machineGraph } from '../../src/engine/machineGraph.ts';
import type { Box, FlowDirection, Point } from '../../src/flow-view/flowLayout.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { data: funnels } = loadFunnels(path.join(root, 'funnels'));
const fixture = loadFunnels(path.join(root, 'tests/fixtures/downsell/funnels'), 'downsell', { publicDir: path.join(root, 'public') });

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const nested = (a: string, b: string) => a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
/** Within a pixel and a half of the box's outline (a line starts and ends on the border of its state). */
const onBorder = (point: Point, box: Box) => {
  const slack = 1.5;
  const within = point.x >= box.x - slack && point.x <= box.x + box.width + slack && point.y >= box.y - slack && point.y <= box.y + box.height + slack;
  const nearEdge =
    Math.abs(point.x - box.x) <= slack ||
    Math.abs(point.x - box.x - box.width) <= slack ||
    Math.abs(point.y - box.y) <= slack ||
    Math.abs(point.y - box.y - box.height) <= slack;
  return within && nearEdge;
};
const ends = (d: string): [Point, Point] => {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return [
    { x: numbers[0] ?? NaN, y: numbers[1] ?? NaN },
    { x: numbers.at(-2) ?? NaN, y: numbers.at(-1) ?? NaN },
  ];
};

const cases = [...funnels, ...fixture.data].flatMap((funnel) =>
  (['LR', 'TB'] as const).map((direction) => [`${funnel.slug} (${direction})`, funnel, direction] as const),
);

it('reads the downsell fixture without a problem', () => {
  expect(fixture.errors).toEqual([]);
  expect(fixture.data.map((funnel) => funnel.slug)).toEqual(['downsell']);
});

describe.each(cases)('the layout of %s', (_name, funnel, direction: FlowDirection) => {
  const graph = machineGraph(createFunnelMachine(funnel));
  const layout = layoutMachine(graph, { direction });
  const box = (id: string) => layout.nodes.find((placed) => placed.node.id === id);

  it('draws every state of the machine once, substates inside their step, and no two unrelated states on top of each other', () => {
    expect(layout.nodes.map((placed) => placed.node)).toEqual(graph.nodes);
    for (const a of layout.nodes) {
      if (a.node.parent !== undefined) expect(inside(a, box(a.node.parent) ?? a), `${a.node.id} inside its parent`).toBe(true);
      for (const b of layout.nodes) {
        if (a !== b && !nested(a.node.id, b.node.id)) expect(overlaps(a, b), `${a.node.id} and ${b.node.id}`).toBe(false);
      }
    }
  });

  it('draws every transition but the ROUTE ones, from the border of its source to the border of its target', () => {
    expect(layout.edges.map((placed) => placed.edge)).toEqual(graph.edges.filter((edge) => edge.kind !== 'route'));
    for (const { edge, path: d } of layout.edges) {
      const [start, end] = ends(d);
      const source = box(edge.source);
      const target = box(edge.target ?? edge.source);
      if (source === undefined || target === undefined) throw new Error(`${edge.label}: an end is not drawn`);
      expect(onBorder(start, source), `${edge.label} starts on ${edge.source}`).toBe(true);
      expect(onBorder(end, target), `${edge.label} ends on ${edge.target ?? edge.source}`).toBe(true);
    }
  });

  it('keeps every label clear of the states it does not sit in, and of the other labels', () => {
    for (const { edge, label } of layout.edges) {
      for (const placed of layout.nodes) {
        const holds = edge.source.startsWith(`${placed.node.id}.`) && (edge.target ?? edge.source).startsWith(`${placed.node.id}.`);
        if (!holds) expect(overlaps(label, placed), `${edge.label} over ${placed.node.id}`).toBe(false);
      }
      for (const other of layout.edges) {
        if (other.label !== label) expect(overlaps(label, other.label), `${edge.label} over ${other.edge.label}`).toBe(false);
      }
    }
  });

  it(`starts at the landing step, ${direction === 'LR' ? 'leftmost' : 'topmost'}, and keeps everything inside the drawing bounds`, () => {
    const initial = box(graph.initial);
    const along = (placed: Box) => (direction === 'LR' ? placed.x : placed.y);
    for (const placed of layout.nodes.filter((candidate) => candidate.node.parent === undefined)) {
      expect(along(placed)).toBeGreaterThanOrEqual(initial === undefined ? Infinity : along(initial));
    }
    for (const item of [...layout.nodes, ...layout.edges.map((placed) => placed.label)]) expect(inside(item, layout.bounds)).toBe(true);
  });
});

describe('the downsell fixture, a branching flow', () => {
  const [funnel] = fixture.data;
  if (funnel === undefined) throw new Error('no downsell fixture');
  const graph = machineGraph(createFunnelMachine(funnel));
  const layout = layoutMachine(graph, { direction: 'LR' });
  const x = (id: string) => layout.nodes.find((placed) => placed.node.id === id)?.x ?? NaN;
  const way = (source: string, event: string) => layout.edges.find((placed) => placed.edge.source === source && placed.edge.event === event);

  it('puts the cheaper offer after the first offer, and the details after both, since both accept there', () => {
    expect(x('landing')).toBeLessThan(x('offer'));
    expect(x('offer')).toBeLessThan(x('downsell'));
    expect(x('downsell')).toBeLessThan(x('details'));
    expect(x('details')).toBeLessThan(x('thank-you'));
  });

  it('draws both ways out of each offer as separate lines, and the wait inside the details step', () => {
    expect(way('offer', 'ACCEPT')?.edge.target).toBe('details');
    expect(way('offer', 'DECLINE')?.edge.target).toBe('downsell');
    expect(way('downsell', 'ACCEPT')?.path).not.toBe(way('downsell', 'DECLINE')?.path);
    const wait = layout.edges.find((placed) => placed.edge.kind === 'delayed');
    expect(wait?.edge.label).toBe('after 800 ms (submit)');
    expect(wait?.edge.source).toBe('details.submitting');
  });
});
