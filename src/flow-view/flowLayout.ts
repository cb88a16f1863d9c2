import type { MachineEdge, MachineNode } from '../engine/machineGraph.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface PlacedNode extends Box {
  node: MachineNode;
  compound: boolean;
  /** A second line under the name, e.g. the step's URL. */
  subtitle?: string;
}

export interface PlacedEdge {
  edge: MachineEdge;
  /** The words on the arrow: the event without the machine's actions, or a branch's condition made short (`cold brew`). */
  text: string;
  /** Where `text` cuts a condition short, its full words (`ANSWER when brew is cold-brew`), shown on hover and focus. */
  full?: string;
  /** SVG path data, ending where the arrowhead goes. */
  path: string;
  label: Box;
}

/** `LR` reads left to right (a wide screen), `TB` top to bottom (a phone). */
export type FlowDirection = 'LR' | 'TB';

/**
 * A machine drawn: every box and line placed. Computed at build time (by
 * src/diagrams/layoutMachine.ts, with dagre) and shipped as plain JSON, so the
 * browser only draws it.
 */
export interface FlowLayout {
  direction: FlowDirection;
  /** The drawing's bounds, for the SVG viewBox. */
  bounds: Box;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  /** Where each level's initial-state dot sits and the arrow it draws into the initial state. */
  starts: (Point & { path: string })[];
}
