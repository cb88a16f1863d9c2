import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { MachineEdge, MachineGraph, MachineNode } from '../engine/machineGraph.ts';
import type { Box, FlowDirection, FlowLayout, PlacedEdge, PlacedNode, Point } from '../flow-view/flowLayout.ts';

// Type metrics the layout assumes; the diagram sets the same sizes, and a generous estimate costs only whitespace.
const NAME_CHAR = 9.2;
const SUBTITLE_CHAR = 7;
const LABEL_CHAR = 7.3;
const LABEL_HEIGHT = 22;
const STEP_HEIGHT = 62;
const SUBSTATE_HEIGHT = 40;
const MIN_WIDTH = 128;
const COMPOUND_PAD = 20;
/** Room at the top of a step with substates for its name and URL. */
const COMPOUND_HEADER = 52;
/** Room before a level (left, or above going down) for its initial dot and arrow. */
const START_SPACE = 44;
const MARGIN = 12;
/** A line of 12 px numbers above a step or under a label, with its gap. */
const ANNOTATION_ROOM = 18;
/** A share beside a label, where lines run down ("100.0%"). */
const ANNOTATION_WIDTH = 52;
/** How far a transition that stays on its state rises above it, and the room each further one takes. */
const LOOP_RISE = 34;
const LOOP_STEP = LABEL_HEIGHT + 6;

export function labelWidth(text: string): number {
  return Math.ceil(text.length * LABEL_CHAR) + 16;
}

interface LevelEdge {
  edge: MachineEdge;
  /** The states of this level that hold the edge's ends. */
  from: string;
  to: string;
}

interface Level {
  width: number;
  height: number;
  /** Positions relative to the level's own top-left corner. */
  boxes: Map<string, Box>;
  /** Lines whose path is already known, relative to the level (the loops); the others get theirs from dagre's points. */
  edges: { edge: LevelEdge; points: Point[]; label: Box; path?: string }[];
}

/** Where the line from a box's centre towards `toward` leaves the box. */
function borderPoint(box: Box, toward: Point): Point {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const scale = Math.min(dx === 0 ? Infinity : box.width / 2 / Math.abs(dx), dy === 0 ? Infinity : box.height / 2 / Math.abs(dy));
  return { x: cx + dx * Math.min(1, scale), y: cy + dy * Math.min(1, scale) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Moves path data made of absolute commands and x y pairs (as this file writes it). */
function translate(path: string, dx: number, dy: number): string {
  let index = 0;
  return path.replace(/-?\d+(\.\d+)?/g, (number) => String(round(Number(number) + (index++ % 2 === 0 ? dx : dy))));
}

/** A smooth line through dagre's points: straight at both ends, rounded where it bends. */
function pathThrough(points: readonly Point[]): string {
  const [first, ...rest] = points;
  const last = rest.at(-1);
  if (first === undefined || last === undefined) return '';
  const parts = [`M ${round(first.x)} ${round(first.y)}`];
  for (let index = 0; index < rest.length - 1; index += 1) {
    const corner = rest[index];
    const next = rest[index + 1];
    if (corner === undefined || next === undefined) continue;
    parts.push(`Q ${round(corner.x)} ${round(corner.y)} ${round((corner.x + next.x) / 2)} ${round((corner.y + next.y) / 2)}`);
  }
  parts.push(`L ${round(last.x)} ${round(last.y)}`);
  return parts.join(' ');
}

/**
 * Lays a machine graph out with dagre, level by level: the states inside a
 * step (editing, submitting) first, as a drawing of their own, then the steps,
 * each step with substates one box of that drawing's size. A transition that
 * leaves a substate for another step is laid out between the two steps and
 * then extended to the substate, so every transition but the ROUTE ones
 * (one from every step to every other: they would bury the flow) is drawn.
 * Runs at build time (Node); the browser gets the result as JSON.
 */
export function layoutMachine(
  graph: MachineGraph,
  options: { direction?: FlowDirection; subtitle?: (node: MachineNode) => string | undefined; words?: (edge: MachineEdge) => { text: string; full?: string } } = {},
): FlowLayout {
  const direction = options.direction ?? 'LR';
  const subtitle = options.subtitle ?? (() => undefined);
  const wordsOf = options.words ?? ((edge: MachineEdge) => ({ text: edge.label }));
  const textOf = (edge: MachineEdge) => wordsOf(edge).text;
  const across = direction === 'LR';
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const drawn = graph.edges.filter((edge) => edge.kind !== 'route');
  const childrenOf = (parent: string | undefined) => graph.nodes.filter((node) => node.parent === parent);

  /** The child of `parent` that is `id` or holds it; undefined when `id` lies outside `parent`. */
  const ancestorIn = (parent: string | undefined, id: string): string | undefined => {
    for (let node = byId.get(id); node !== undefined; node = node.parent === undefined ? undefined : byId.get(node.parent)) {
      if (node.parent === parent) return node.id;
    }
    return undefined;
  };

  const levels = new Map<string | undefined, Level>();

  const layoutLevel = (parent: string | undefined): Level => {
    const kids = childrenOf(parent);
    const layout = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
    layout.setGraph({ rankdir: direction, nodesep: 36, ranksep: 56, edgesep: 18, marginx: 0, marginy: 0 });
    // Edges as this level sees them: both ends lifted to the kid that holds them. An edge inside one kid is that kid's business.
    const own: LevelEdge[] = drawn.flatMap((edge) => {
      const from = ancestorIn(parent, edge.source);
      const to = edge.target === undefined ? from : ancestorIn(parent, edge.target);
      if (from === undefined || to === undefined) return [];
      const inside = from === to && (edge.source !== from || (edge.target ?? edge.source) !== from);
      return inside ? [] : [{ edge, from, to }];
    });
    // dagre's own loops do not attach to their state; these are drawn here, as arcs over it, in room reserved above it.
    const loopsOf = (id: string) => own.filter((item) => item.from === id && item.to === id);
    const sizes = new Map<string, { width: number; height: number; reserve: number }>();
    for (const kid of kids) {
      const text = subtitle(kid);
      const textWidth = Math.max(kid.key.length * NAME_CHAR, (text?.length ?? 0) * SUBTITLE_CHAR) + 40;
      let size: { width: number; height: number };
      if (kid.children.length > 0) {
        const inner = layoutLevel(kid.id);
        levels.set(kid.id, inner);
        size = {
          width: Math.max(inner.width + 2 * COMPOUND_PAD + (across ? START_SPACE : 0), textWidth),
          height: COMPOUND_HEADER + inner.height + COMPOUND_PAD + (across ? 0 : START_SPACE),
        };
      } else {
        size = { width: Math.max(MIN_WIDTH, textWidth), height: text === undefined ? SUBSTATE_HEIGHT : STEP_HEIGHT };
      }
      const loops = loopsOf(kid.id);
      const reserve = loops.length === 0 ? 0 : LOOP_RISE + loops.length * LOOP_STEP;
      sizes.set(kid.id, { ...size, reserve });
      layout.setNode(kid.id, {
        width: Math.max(size.width, ...loops.map((item) => labelWidth(textOf(item.edge)))),
        // As much room below as above: the state stays centred in its rank, so lines to its neighbours run straight.
        height: size.height + 2 * reserve,
      });
    }
    own.forEach((item, index) => {
      if (item.from === item.to) return;
      layout.setEdge(item.from, item.to, { width: labelWidth(textOf(item.edge)), height: LABEL_HEIGHT, labelpos: 'c' }, String(index));
    });
    dagre.layout(layout);

    const boxes = new Map<string, Box>();
    for (const kid of kids) {
      const { x = 0, y = 0 } = layout.node(kid.id);
      const size = sizes.get(kid.id) ?? { width: MIN_WIDTH, height: STEP_HEIGHT, reserve: 0 };
      boxes.set(kid.id, { x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height });
    }
    const nth = new Map<string, number>();
    const edges = own.map((item, index) => {
      const width = labelWidth(textOf(item.edge));
      const labelAt = (center: Point): Box => ({ x: center.x - width / 2, y: center.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT });
      const box = boxes.get(item.from);
      if (item.from === item.to && box !== undefined) {
        const count = nth.get(item.from) ?? 0;
        nth.set(item.from, count + 1);
        const spread = 16 + count * 8;
        const top = box.y - LOOP_RISE - count * LOOP_STEP;
        const cx = box.x + box.width / 2;
        const path = `M ${round(cx - spread)} ${round(box.y)} C ${round(cx - spread)} ${round(top)}, ${round(cx + spread)} ${round(top)}, ${round(cx + spread)} ${round(box.y)}`;
        return { edge: item, points: [], label: labelAt({ x: cx, y: top - 2 }), path };
      }
      const placed = layout.edge(item.from, item.to, String(index));
      const points = [...(placed.points ?? [])];
      // dagre ends lines on the room a state takes, loops included; they should touch the state itself.
      const [from, to] = [boxes.get(item.from), boxes.get(item.to)];
      const [second, penultimate] = [points[1], points.at(-2)];
      if (from !== undefined && second !== undefined) points[0] = borderPoint(from, second);
      if (to !== undefined && penultimate !== undefined) points[points.length - 1] = borderPoint(to, penultimate);
      return { edge: item, points, label: labelAt({ x: placed.x ?? 0, y: placed.y ?? 0 }) };
    });
    const { width = 0, height = 0 } = layout.graph();
    return { width, height, boxes, edges };
  };

  const nodes: PlacedNode[] = [];
  const edges: PlacedEdge[] = [];
  const starts: FlowLayout['starts'] = [];
  const boxOf = new Map<string, Box>();
  const shift = (point: Point, dx: number, dy: number) => ({ x: point.x + dx, y: point.y + dy });
  const pending: { placed: PlacedEdge; points: Point[]; from: string; to: string }[] = [];

  const place = (parent: string | undefined, level: Level, originX: number, originY: number) => {
    for (const kid of childrenOf(parent)) {
      const box = level.boxes.get(kid.id);
      if (box === undefined) continue;
      const text = subtitle(kid);
      const placed: PlacedNode = { ...box, x: originX + box.x, y: originY + box.y, node: kid, compound: kid.children.length > 0 };
      if (text !== undefined) placed.subtitle = text;
      nodes.push(placed);
      boxOf.set(kid.id, placed);
      if (kid.initial) {
        if (across) {
          const y = placed.y + Math.min(placed.height / 2, 26);
          starts.push({ x: placed.x - 30, y, path: `M ${placed.x - 24} ${y} H ${placed.x}` });
        } else {
          const x = placed.x + placed.width / 2;
          starts.push({ x, y: placed.y - 30, path: `M ${x} ${placed.y - 24} V ${placed.y}` });
        }
      }
      const inner = levels.get(kid.id);
      if (inner !== undefined) {
        place(kid.id, inner, placed.x + COMPOUND_PAD + (across ? START_SPACE : 0), placed.y + COMPOUND_HEADER + (across ? 0 : START_SPACE));
      }
    }
    for (const { edge, points, label, path } of level.edges) {
      const placed: PlacedEdge = { edge: edge.edge, ...wordsOf(edge.edge), path: path === undefined ? '' : translate(path, originX, originY), label: { ...label, ...shift(label, originX, originY) } };
      edges.push(placed);
      // The path is drawn once every box is placed: a line may need to reach into a step, to a substate.
      if (path === undefined) pending.push({ placed, points: points.map((point) => shift(point, originX, originY)), from: edge.from, to: edge.to });
    }
  };
  const top = layoutLevel(undefined);
  const [padX, padY] = across ? [START_SPACE, MARGIN] : [MARGIN, START_SPACE];
  place(undefined, top, padX, padY);

  for (const { placed, points, from, to } of pending) {
    const line = [...points];
    const source = boxOf.get(placed.edge.source);
    const target = boxOf.get(placed.edge.target ?? placed.edge.source);
    const [first, last] = [line[0], line.at(-1)];
    if (source !== undefined && first !== undefined && placed.edge.source !== from) line.unshift(borderPoint(source, first));
    if (target !== undefined && last !== undefined && (placed.edge.target ?? placed.edge.source) !== to) line.push(borderPoint(target, last));
    placed.path = pathThrough(line);
  }

  // Edges come out level by level; the graph's order is the one a reader (and a test) expects.
  edges.sort((a, b) => drawn.indexOf(a.edge) - drawn.indexOf(b.edge));
  nodes.sort((a, b) => graph.nodes.indexOf(a.node) - graph.nodes.indexOf(b.node));

  const extents: Box[] = [
    ...nodes,
    // Room for the numbers the flow view writes above a step and under an arrow's label (FlowDiagram's annotations).
    ...nodes.filter((placed) => placed.node.parent === undefined).map((placed) => ({ ...placed, y: placed.y - ANNOTATION_ROOM })),
    ...edges.map((placed) => (across ? { ...placed.label, height: placed.label.height + ANNOTATION_ROOM } : { ...placed.label, width: placed.label.width + ANNOTATION_WIDTH })),
    ...starts.map((start) => ({ x: start.x - 8, y: start.y - 8, width: 16, height: 16 })),
  ];
  const minX = Math.min(...extents.map((box) => box.x)) - MARGIN;
  const minY = Math.min(...extents.map((box) => box.y)) - MARGIN;
  const maxX = Math.max(...extents.map((box) => box.x + box.width)) + MARGIN;
  const maxY = Math.max(...extents.map((box) => box.y + box.height)) + MARGIN;
  return { direction, bounds: { x: minX, y: minY, width: maxX - minX, height: maxY - minY }, nodes, edges, starts };
}
