import type { MachineGraph } from '../machineGraph.ts';
import { isInStep, stepOf } from '../graphOf.ts';
import { LEADS_IN_BUILD } from '../delivery/leadsInBuild.ts';

/** A way a visitor can take from a step: the event they send and the step it ends on. */
export interface StepWay {
  event: string;
  /** The step the event ends on, through a *Submitting...* wait if it has one; undefined when it stays (a newsletter's flag). */
  to: string | undefined;
  /** The machine's guard on this branch, as machineGraph names it (`variant b`); undefined for every visitor's branch. */
  guard: string | undefined;
}

/** The guard machineGraph writes for a variant's own branch. */
export const variantGuard = (variant: string): string => `variant ${variant}`;

/** A delivering form's wait ending (its sender has answered and its delay run out): XState's done event of the waiting state. */
const isWaitOver = (edge: MachineGraph['edges'][number]) => edge.kind === 'event' && edge.event.startsWith('xstate.done.state.');

/** Where a transition ends up once its step's waits have run: the step a delayed or eventless edge leads out to. */
function settle(graph: MachineGraph, target: string | undefined, step: string): string | undefined {
  let at = target;
  for (let hops = 0; at !== undefined && isInStep(at, step) && at !== step && hops < 10; hops += 1) {
    const from: string = at;
    at = graph.edges.find((edge) => (edge.kind === 'delayed' || edge.kind === 'always') && edge.source === from)?.target;
    if (LEADS_IN_BUILD && at === undefined) at = graph.edges.find((edge) => isWaitOver(edge) && edge.source === from)?.target;
  }
  if (at === undefined) return undefined;
  return isInStep(at, step) && at !== step ? undefined : stepOf(at);
}

/**
 * Every step of the machine and the ways out of it that a visitor's own
 * events take, read from the machine's graph: ROUTE events (Back, Forward, a
 * typed address) are left out, a wait is followed to where its timer leads,
 * and each guarded branch is kept with its guard, so a forecast can give each
 * branch its share.
 */
export function stepWays(graph: MachineGraph): Map<string, StepWay[]> {
  const ways = new Map<string, StepWay[]>();
  for (const node of graph.nodes) if (node.parent === undefined) ways.set(node.id, []);
  for (const edge of graph.edges) {
    if (edge.kind !== 'event') continue;
    const step = stepOf(edge.source);
    // An event taken inside a wait (the waiting state's own) is the step's event already counted on the way in.
    if (edge.source !== step && !graph.nodes.some((node) => node.id === edge.source && node.initial)) continue;
    // Nor one deeper than the step's own first substate: a delivering form's sender and delay, the machinery of its wait.
    if (LEADS_IN_BUILD && edge.source !== step && !graph.nodes.some((node) => node.id === edge.source && node.parent === step)) continue;
    const to = edge.target === undefined ? undefined : settle(graph, edge.target, step);
    const list = ways.get(step);
    if (list !== undefined && !list.some((way) => way.event === edge.event && way.guard === edge.guard && way.to === to)) {
      list.push({ event: edge.event, to, guard: edge.guard });
    }
  }
  return ways;
}

const isVariantGuard = (guard: string | undefined): boolean => guard?.startsWith('variant ') ?? false;

/**
 * The ways a visit on these variants takes: a variant's own branch in place
 * of the step's, other variants' left out. An event that leads to a list of
 * conditional branches (or a question's answer) keeps every branch, in the
 * machine's order, since the first whose condition holds is taken.
 */
export function waysFor(ways: readonly StepWay[], variants: ReadonlySet<string>): StepWay[] {
  const own = ways.filter((way) => !isVariantGuard(way.guard) || variants.has(way.guard ?? ''));
  const replaced = new Set(own.filter((way) => isVariantGuard(way.guard)).map((way) => way.event));
  return own.filter((way) => isVariantGuard(way.guard) || !replaced.has(way.event));
}
