import type { MachineEdge, MachineGraph, MachineNode } from '../engine/machineGraph.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedNode extends Box {
  node: MachineNode;
  compound: boolean;
  /** A second line under the name, e.g. the step's URL. */
  subtitle: string | undefined;
}

export interface PlacedEdge {
  edge: MachineEdge;
  /** SVG path data, ending where the arrowhead goes. */
  path: string;
  label: Box;
}

export interface MachineLayout {
  /** The drawing's bounds, for the SVG viewBox. */
  bounds: Box;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  /** Where each level's initial-state dot sits and the arrow it draws into the initial state. */
  starts: { x: number; y: number; path: string }[];
}

// Type metrics the layout assumes; the diagram sets the same sizes, and a generous estimate costs only whitespace.
const NAME_CHAR = 9.2;
const SUBTITLE_CHAR = 7;
export const LABEL_CHAR = 7.3;
export const LABEL_HEIGHT = 22;
const STEP_HEIGHT = 62;
const SUBSTATE_HEIGHT = 40;
const MIN_WIDTH = 128;
const COMPOUND_PAD = 20;
const COMPOUND_HEADER = 52;
/** Room left of a level for its initial dot and arrow. */
const START_SPACE = 44;
const ROW_GAP = 36;
const MIN_COLUMN_GAP = 96;
const LABEL_MARGIN = 24;
const PARALLEL_GAP = 24;
const LOOP_RISE = 34;
const ARC_CLEARANCE = 34;

export function labelWidth(text: string): number {
  return Math.ceil(text.length * LABEL_CHAR) + 16;
}

interface LevelLayout {
  width: number;
  height: number;
  /** Positions relative to the level's own top-left corner. */
  boxes: Map<string, Box>;
}

/**
 * Columns by longest path from the initial state over the transitions that
 * go forward (a depth-first walk finds the ones that close a loop and leaves
 * them out), so every forward transition points right, never up or down a
 * column. States the walk cannot reach (the config checks forbid them, but a
 * drawing should not hide them) go last.
 */
function rankLevel(ids: readonly string[], first: string | undefined, lifted: readonly { from: string; to: string }[]): Map<string, number> {
  const next = (id: string) => lifted.filter((edge) => edge.from === id).map((edge) => edge.to);
  const open = new Set<string>();
  const done = new Set<string>();
  const loops = new Set<string>();
  const finished: string[] = [];
  const walk = (id: string) => {
    open.add(id);
    for (const to of next(id)) {
      if (open.has(to)) loops.add(`${id}→${to}`);
      else if (!done.has(to)) walk(to);
    }
    open.delete(id);
    done.add(id);
    finished.push(id);
  };
  if (first !== undefined) walk(first);
  const rank = new Map<string, number>();
  if (first !== undefined) rank.set(first, 0);
  // Reversed finishing order is a topological order of the forward transitions.
  for (const id of finished.reverse()) {
    const own = rank.get(id) ?? 0;
    for (const to of next(id)) {
      if (!loops.has(`${id}→${to}`)) rank.set(to, Math.max(rank.get(to) ?? 0, own + 1));
    }
  }
  const deepest = Math.max(0, ...rank.values());
  for (const id of ids) if (!rank.has(id)) rank.set(id, deepest + 1);
  return rank;
}

/**
 * Lays a machine graph out left to right: each level (the steps, then the
 * substates inside a step) in columns by distance from its initial state
 * (rankLevel), each column centred, and the gap after a column wide enough
 * for the labels that cross it. ROUTE edges are not drawn, so they do not
 * count. Edges are routed afterwards on absolute boxes: straight ahead when
 * nothing is in the way, otherwise arcing over (forwards) or under (backwards).
 */
export function layoutMachine(graph: MachineGraph, subtitle: (node: MachineNode) => string | undefined = () => undefined): MachineLayout {
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

  const inner = new Map<string, LevelLayout>();

  const levelOf = (parent: string | undefined): LevelLayout => {
    const kids = childrenOf(parent);
    const sizes = new Map<string, { width: number; height: number }>();
    for (const kid of kids) {
      const text = subtitle(kid);
      const textWidth = Math.max(kid.key.length * NAME_CHAR, (text?.length ?? 0) * SUBTITLE_CHAR) + 40;
      if (kid.children.length > 0) {
        const level = levelOf(kid.id);
        inner.set(kid.id, level);
        sizes.set(kid.id, {
          width: Math.max(level.width + 2 * COMPOUND_PAD, textWidth),
          height: COMPOUND_HEADER + level.height + COMPOUND_PAD,
        });
      } else {
        sizes.set(kid.id, { width: Math.max(MIN_WIDTH, textWidth), height: text === undefined ? SUBSTATE_HEIGHT : STEP_HEIGHT });
      }
    }

    // Edges as seen from this level: both ends lifted to the kid that holds them.
    const lifted = drawn.flatMap((edge) => {
      const from = ancestorIn(parent, edge.source);
      const to = edge.target === undefined ? from : ancestorIn(parent, edge.target);
      return from === undefined || to === undefined || from === to ? [] : [{ from, to, label: edge.label }];
    });

    const first = kids.find((kid) => kid.initial) ?? kids[0];
    const rank = rankLevel(
      kids.map((kid) => kid.id),
      first?.id,
      lifted,
    );

    const columnCount = Math.max(0, ...rank.values()) + 1;
    const columns = Array.from({ length: columnCount }, (_, index) => kids.filter((kid) => rank.get(kid.id) === index));
    const size = (id: string) => sizes.get(id) ?? { width: MIN_WIDTH, height: STEP_HEIGHT };
    const columnWidth = columns.map((column) => Math.max(0, ...column.map((kid) => size(kid.id).width)));
    const columnHeight = columns.map((column) => column.reduce((sum, kid) => sum + size(kid.id).height, 0) + ROW_GAP * Math.max(0, column.length - 1));
    const height = Math.max(0, ...columnHeight);

    const boxes = new Map<string, Box>();
    let x = START_SPACE;
    columns.forEach((column, index) => {
      let y = (height - (columnHeight[index] ?? 0)) / 2;
      for (const kid of column) {
        const { width, height: kidHeight } = size(kid.id);
        boxes.set(kid.id, { x: x + ((columnWidth[index] ?? 0) - width) / 2, y, width, height: kidHeight });
        y += kidHeight + ROW_GAP;
      }
      const crossing = lifted.filter((edge) => rank.get(edge.from) === index && rank.get(edge.to) === index + 1);
      const gap = Math.max(MIN_COLUMN_GAP, ...crossing.map((edge) => labelWidth(edge.label) + 2 * LABEL_MARGIN));
      x += (columnWidth[index] ?? 0) + (index < columnCount - 1 ? gap : 0);
    });
    return { width: x, height, boxes };
  };

  const nodes: PlacedNode[] = [];
  const starts: MachineLayout['starts'] = [];
  const place = (parent: string | undefined, level: LevelLayout, originX: number, originY: number) => {
    for (const kid of childrenOf(parent)) {
      const box = level.boxes.get(kid.id);
      if (box === undefined) continue;
      const placed = { ...box, x: originX + box.x, y: originY + box.y, node: kid, compound: kid.children.length > 0, subtitle: subtitle(kid) };
      nodes.push(placed);
      if (kid.initial) {
        const y = placed.y + Math.min(placed.height / 2, 26);
        starts.push({ x: placed.x - 30, y, path: `M ${placed.x - 24} ${y} H ${placed.x}` });
      }
      const nested = inner.get(kid.id);
      if (nested !== undefined) place(kid.id, nested, placed.x + COMPOUND_PAD - START_SPACE / 2, placed.y + COMPOUND_HEADER);
    }
  };
  place(undefined, levelOf(undefined), 0, 0);

  const boxOf = new Map(nodes.map((placed) => [placed.node.id, placed]));
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const obstacles = (from: string, to: string) => nodes.filter((placed) => !related(placed.node.id, from) && !related(placed.node.id, to));
  const blocked = (left: number, right: number, top: number, bottom: number, from: string, to: string) =>
    obstacles(from, to).some((box) => box.x < right && box.x + box.width > left && box.y < bottom && box.y + box.height > top);

  /** A box around `inside` (an ancestor of it) that does not also hold `other`. */
  const enclosing = (box: PlacedNode, inside: string, other: string | undefined) =>
    inside.startsWith(`${box.node.id}.`) && (other === undefined || !(other === box.node.id || other.startsWith(`${box.node.id}.`)));

  const edges: PlacedEdge[] = [];
  const seen = new Map<string, number>();
  const nthOf = (key: string) => {
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return nth;
  };
  const pairCount = (source: string, target: string | undefined) =>
    drawn.filter((edge) => edge.source === source && (edge.target ?? edge.source) === (target ?? source)).length;

  for (const edge of drawn) {
    const source = boxOf.get(edge.source);
    const target = boxOf.get(edge.target ?? edge.source);
    if (source === undefined || target === undefined) continue;
    const width = labelWidth(edge.label);
    const key = `${edge.source}→${edge.target ?? edge.source}`;
    const nth = nthOf(key);
    const labelAt = (cx: number, cy: number): Box => ({ x: cx - width / 2, y: cy - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT });

    if (source === target) {
      const spread = 16 + nth * 8;
      const top = source.y - LOOP_RISE - nth * (LABEL_HEIGHT + 6);
      const cx = source.x + source.width / 2;
      edges.push({
        edge,
        path: `M ${cx - spread} ${source.y} C ${cx - spread} ${top}, ${cx + spread} ${top}, ${cx + spread} ${source.y}`,
        label: labelAt(cx, top - 2),
      });
      continue;
    }

    const count = pairCount(edge.source, edge.target);
    const limit = Math.min(source.height, target.height) / 2 - 8;
    const dy = Math.max(-limit, Math.min(limit, (nth - (count - 1) / 2) * PARALLEL_GAP));
    const sx = source.x + source.width;
    const tx = target.x;
    const sy = source.y + source.height / 2 + dy;
    const ty = target.y + target.height / 2 + dy;
    const forward = sx + 20 < tx;
    if (forward && !blocked(sx, tx, Math.min(sy, ty) - LABEL_HEIGHT / 2, Math.max(sy, ty) + LABEL_HEIGHT / 2, edge.source, edge.target ?? edge.source)) {
      // Leaving a substate, the line first crosses its parent's border; it bends, and takes its label, only in the open gap.
      const from = Math.max(sx, ...nodes.filter((box) => enclosing(box, edge.source, edge.target)).map((box) => box.x + box.width));
      const to = Math.min(tx, ...nodes.filter((box) => enclosing(box, edge.target ?? edge.source, edge.source)).map((box) => box.x));
      const bend = (to - from) / 2;
      edges.push({
        edge,
        path: `M ${sx} ${sy} H ${from} C ${from + bend} ${sy}, ${to - bend} ${ty}, ${to} ${ty} H ${tx}`,
        label: labelAt((from + to) / 2, (sy + ty) / 2),
      });
      continue;
    }

    // Something is in the way, or the edge goes back: arc over the row going forwards, under it going back.
    const from = { x: source.x + source.width * 0.7, top: source.y, bottom: source.y + source.height };
    const to = { x: target.x + target.width * 0.3, top: target.y, bottom: target.y + target.height };
    const left = Math.min(from.x, to.x);
    const right = Math.max(from.x, to.x);
    const spanned = nodes.filter((box) => box.x < right && box.x + box.width > left);
    const offset = ARC_CLEARANCE + nth * (LABEL_HEIGHT + 8);
    if (forward) {
      const apex = Math.min(...spanned.map((box) => box.y)) - offset;
      edges.push({
        edge,
        path: `M ${from.x} ${from.top} C ${from.x} ${apex}, ${to.x} ${apex}, ${to.x} ${to.top}`,
        label: labelAt((from.x + to.x) / 2, apex + (Math.min(from.top, to.top) - apex) * 0.25),
      });
    } else {
      const apex = Math.max(...spanned.map((box) => box.y + box.height)) + offset;
      edges.push({
        edge,
        path: `M ${from.x} ${from.bottom} C ${from.x} ${apex}, ${to.x} ${apex}, ${to.x} ${to.bottom}`,
        label: labelAt((from.x + to.x) / 2, apex - (apex - Math.max(from.bottom, to.bottom)) * 0.25),
      });
    }
  }

  const extents: Box[] = [
    ...nodes,
    ...edges.map((placed) => placed.label),
    ...starts.map((start) => ({ x: start.x - 8, y: start.y - 8, width: 16, height: 16 })),
  ];
  const margin = 12;
  const minX = Math.min(...extents.map((box) => box.x)) - margin;
  const minY = Math.min(...extents.map((box) => box.y)) - margin;
  const maxX = Math.max(...extents.map((box) => box.x + box.width)) + margin;
  const maxY = Math.max(...extents.map((box) => box.y + box.height)) + margin;
  return { bounds: { x: minX, y: minY, width: maxX - minX, height: maxY - minY }, nodes, edges, starts };
}
