import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { StepExperiment } from './createFunnelMachine.ts';
import { routeEvent, TAG_FINAL } from './stepTags.ts';

/** A state of the machine. Its id is its path from the root joined by dots, as a snapshot's value names it. */
export interface MachineNode {
  id: string;
  key: string;
  parent: string | undefined;
  children: string[];
  /** Entered by default when its parent is entered. */
  initial: boolean;
  /** A final state, or a step tagged final (a thank-you step, kept running so Back works). */
  final: boolean;
  tags: string[];
  /** The split tests running on the step (from its meta), none on most. */
  experiments: StepExperiment[];
}

/** `route`: a ROUTE.<step> event, sent when the URL moves; `delayed`: taken when a delay has passed. */
export type EdgeKind = 'event' | 'delayed' | 'always' | 'route';

export interface MachineHandler {
  /** The event type, or for a delayed transition XState's generated `xstate.after…` type. */
  event: string;
  /** Undefined when the transition stays where it is and only runs actions. */
  target: string | undefined;
  kind: EdgeKind;
  /** A delayed transition's delay: its name in the config and its length, when the machine provides one. */
  delay: { name: string | undefined; ms: number | undefined } | undefined;
  guard: string | undefined;
  actions: string[];
  /** How diagrams print it: `ORDER`, `SELECT [isOffered] / select`, `after 600 ms (submit)`. */
  label: string;
}

export interface MachineEdge extends MachineHandler {
  source: string;
}

export interface MachineGraph {
  id: string;
  /** The top-level state the machine starts in. */
  initial: string;
  /** Every state below the root, parents before their children, in the config's order. */
  nodes: MachineNode[];
  edges: MachineEdge[];
  /** Transitions on the machine itself, which every state takes. */
  machineWide: MachineHandler[];
}

const ROUTE_PREFIX = routeEvent('');

/** `setFlag(newsletterSubmitted)` for a referenced action or guard; params that are not plain values stay out. */
function describeReference(reference: unknown): string {
  if (typeof reference === 'string') return reference;
  if (typeof reference === 'function') return reference.name === '' ? 'inline' : reference.name;
  if (typeof reference !== 'object' || reference === null) return String(reference);
  const { type, params } = reference as { type?: unknown; params?: unknown };
  const name = typeof type === 'string' ? type : 'inline';
  // A variant's own transition reads as the variant it belongs to, which is what a drawing needs to say.
  if (name === 'inVariant' && typeof params === 'object' && params !== null && 'variant' in params) return `variant ${String(params.variant)}`;
  // A branch's condition, or a question's answer, reads as its plain words: `brew is espresso and dark is highest`.
  if ((name === 'condition' || name === 'answers') && typeof params === 'object' && params !== null && 'says' in params) return String(params.says);
  if (typeof params !== 'object' || params === null) return name;
  const values = Object.values(params).filter((value) => typeof value === 'string' || typeof value === 'number');
  return values.length === 0 ? name : `${name}(${values.join(', ')})`;
}

/** The experiments a step's meta lists; the factory writes them, so their shape is known. */
function experimentsIn(meta: unknown): StepExperiment[] {
  if (typeof meta !== 'object' || meta === null || !('experiments' in meta) || !Array.isArray(meta.experiments)) return [];
  return meta.experiments as StepExperiment[];
}

function nodeId(node: AnyStateNode): string {
  return node.path.join('.');
}

function labelOf(handler: Omit<MachineHandler, 'label'>): string {
  let head = handler.event;
  if (handler.kind === 'always') head = 'always';
  if (handler.delay !== undefined) {
    const { name, ms } = handler.delay;
    head = ms === undefined ? `after ${name ?? '?'}` : `after ${ms} ms${name === undefined ? '' : ` (${name})`}`;
  }
  const guard = handler.guard === undefined ? '' : ` [${handler.guard}]`;
  const actions = handler.actions.length === 0 ? '' : ` / ${handler.actions.join(', ')}`;
  return `${head}${guard}${actions}`;
}

/**
 * A machine as nodes and edges, read from the machine object itself (its
 * StateNode tree), so a drawing cannot disagree with what runs. Shared by the
 * Mermaid files and the /__machines page, so it stays free of Node and zod.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const delays: Record<string, unknown> = machine.implementations.delays;
  const nodes: MachineNode[] = [];
  const edges: MachineEdge[] = [];

  const handlersOf = (node: AnyStateNode): MachineHandler[] => {
    const handlers: MachineHandler[] = [];
    const add = (
      event: string,
      kind: EdgeKind,
      transition: { target?: readonly AnyStateNode[] | undefined; guard?: unknown; actions: readonly unknown[] },
      delay?: MachineHandler['delay'],
    ) => {
      const targets = transition.target === undefined || transition.target.length === 0 ? [undefined] : transition.target.map(nodeId);
      for (const target of targets) {
        const handler = {
          event,
          target,
          kind,
          delay,
          guard: transition.guard === undefined ? undefined : describeReference(transition.guard),
          actions: transition.actions.map(describeReference),
        };
        handlers.push({ ...handler, label: labelOf(handler) });
      }
    };
    // A machine of `any` types types event descriptors as any; they are strings.
    const delayedEvents = new Set(node.after.map((transition) => String(transition.eventType)));
    for (const [event, transitions] of node.transitions) {
      if (delayedEvents.has(event)) continue;
      for (const transition of transitions) add(event, event.startsWith(ROUTE_PREFIX) ? 'route' : 'event', transition);
    }
    for (const transition of node.after) {
      const { delay } = transition;
      const name = typeof delay === 'string' ? delay : undefined;
      const length = typeof delay === 'number' ? delay : name === undefined ? undefined : delays[name];
      add(String(transition.eventType), 'delayed', transition, { name, ms: typeof length === 'number' ? length : undefined });
    }
    for (const transition of node.always ?? []) add('', 'always', transition);
    return handlers;
  };

  const visit = (node: AnyStateNode) => {
    const initialChildren = new Set(node.initial.target.map(nodeId));
    for (const child of Object.values(node.states)) {
      const id = nodeId(child);
      nodes.push({
        id,
        key: child.key,
        parent: child.parent === undefined || child.parent.path.length === 0 ? undefined : nodeId(child.parent),
        children: Object.values(child.states).map(nodeId),
        initial: initialChildren.has(id),
        final: child.type === 'final' || child.tags.includes(TAG_FINAL),
        tags: [...child.tags],
        experiments: experimentsIn(child.meta),
      });
      edges.push(...handlersOf(child).map((handler) => ({ ...handler, source: id })));
      visit(child);
    }
  };

  const machineWide = handlersOf(machine.root);
  visit(machine.root);
  const initial = machine.root.initial.target[0];
  if (initial === undefined) throw new Error(`The ${machine.id} machine has no initial state`);
  return { id: machine.id, initial: nodeId(initial), nodes, edges, machineWide };
}
