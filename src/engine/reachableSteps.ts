import type { AnyStateMachine } from 'xstate';
import { graphOf, isInStep, stepOf } from './graphOf.ts';

/**
 * The other steps the machine can move to from `step` without the address
 * moving: on one event, when a delay runs out, or through its *Submitting...*
 * substate (an event into it, then its timer). The ROUTE.<step> events that
 * Back, Forward and typed addresses send are left out, since they reach every
 * step. Read from the machine's own graph, in the config's order, so what is
 * fetched ahead is exactly what a tap (or a timer) can show next.
 */
export function reachableSteps(machine: AnyStateMachine, step: string): string[] {
  const { edges, machineWide } = graphOf(machine);
  const found = new Set<string>();
  const handlers = [...edges.filter((edge) => isInStep(edge.source, step)), ...machineWide];
  for (const { kind, target } of handlers) {
    if (kind !== 'route' && target !== undefined && !isInStep(target, step)) found.add(stepOf(target));
  }
  return [...found];
}
