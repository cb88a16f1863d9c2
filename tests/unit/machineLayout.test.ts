import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/build/loadFunnels.ts';
import { layoutMachine, type Box } from '../../src/dev/layoutMachine.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { machineGraph, type MachineGraph } from '../../src/engine/machineGraph.ts';

const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'));

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const nested = (a: string, b: string) => a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

describe.each(funnels.map((funnel) => [funnel.slug, funnel] as const))('the /__machines layout of %s', (_slug, funnel) => {
  const graph = machineGraph(createFunnelMachine(funnel));
  const layout = layoutMachine(graph, (node) => (node.parent === undefined ? `/${funnel.steps[node.id]?.path ?? ''}` : undefined));
  const box = (id: string) => layout.nodes.find((placed) => placed.node.id === id);

  it('draws every state once, substates inside their step, and no two unrelated states on top of each other', () => {
    expect(layout.nodes.map((placed) => placed.node.id)).toEqual(graph.nodes.map((node) => node.id));
    for (const a of layout.nodes) {
      if (a.node.parent !== undefined) expect(inside(a, box(a.node.parent) ?? a), `${a.node.id} inside its parent`).toBe(true);
      for (const b of layout.nodes) {
        if (a !== b && !nested(a.node.id, b.node.id)) expect(overlaps(a, b), `${a.node.id} and ${b.node.id}`).toBe(false);
      }
    }
  });

  it('draws every transition but the ROUTE ones, each label clear of the states it does not sit in', () => {
    expect(layout.edges.map((placed) => placed.edge)).toEqual(graph.edges.filter((edge) => edge.kind !== 'route'));
    for (const { edge, label } of layout.edges) {
      for (const placed of layout.nodes) {
        const holds = edge.source.startsWith(`${placed.node.id}.`) && (edge.target ?? edge.source).startsWith(`${placed.node.id}.`);
        if (!holds) expect(overlaps(label, placed), `${edge.label} over ${placed.node.id}`).toBe(false);
      }
    }
  });

  it('reads left to right: the initial step first, a transition between steps pointing right or, going back, arcing under the row', () => {
    const initial = box(graph.initial);
    const bottom = Math.max(...layout.nodes.map((placed) => placed.y + placed.height));
    for (const placed of layout.nodes.filter((candidate) => candidate.node.parent === undefined)) {
      expect(placed.x).toBeGreaterThanOrEqual(initial?.x ?? Infinity);
    }
    for (const { edge, label } of layout.edges.filter((placed) => placed.edge.target !== undefined)) {
      const [source, target] = [edge.source, edge.target ?? ''].map((id) => box(id.split('.')[0] ?? id));
      if (source === target || source === undefined || target === undefined) continue;
      if (target.x > source.x) continue;
      expect(label.y, `${edge.source} → ${edge.target ?? ''} goes back`).toBeGreaterThanOrEqual(bottom);
    }
  });

  it('keeps everything inside the drawing bounds', () => {
    for (const item of [...layout.nodes, ...layout.edges.map((placed) => placed.label)]) expect(inside(item, layout.bounds)).toBe(true);
  });
});

describe('the layout of a graph with a way back and a skipped step', () => {
  const node = (id: string, initial = false) => ({ id, key: id, parent: undefined, children: [], initial, final: false, tags: [] });
  const edge = (source: string, target: string, event: string) => ({
    source,
    target,
    event,
    kind: 'event' as const,
    delay: undefined,
    guard: undefined,
    actions: [],
    label: event,
  });
  const graph: MachineGraph = {
    id: 'demo',
    initial: 'a',
    nodes: [node('a', true), node('b'), node('c')],
    edges: [edge('a', 'b', 'NEXT'), edge('b', 'c', 'NEXT'), edge('a', 'c', 'SKIP'), edge('c', 'a', 'AGAIN')],
    machineWide: [],
  };
  const layout = layoutMachine(graph);

  it('puts each step in its own column, in order, even when an earlier one links past the next', () => {
    const x = (id: string) => layout.nodes.find((placed) => placed.node.id === id)?.x ?? Number.NaN;
    expect(x('a')).toBeLessThan(x('b'));
    expect(x('b')).toBeLessThan(x('c'));
  });

  it('arcs over the step in between going forwards and under the row going back, labels clear of every state', () => {
    const placed = (event: string) => layout.edges.find((candidate) => candidate.edge.event === event);
    const top = Math.min(...layout.nodes.map((box) => box.y));
    const bottom = Math.max(...layout.nodes.map((box) => box.y + box.height));
    expect((placed('SKIP')?.label.y ?? Infinity) + (placed('SKIP')?.label.height ?? 0)).toBeLessThanOrEqual(top);
    expect(placed('AGAIN')?.label.y ?? -Infinity).toBeGreaterThanOrEqual(bottom);
    for (const { label } of layout.edges) for (const box of layout.nodes) expect(overlaps(label, box)).toBe(false);
  });
});
