import type { AnyStateMachine } from 'xstate';
import { graphOf, isInStep, stepOf } from './graphOf.ts';

/**
 * The step the machine ends on when `event` is sent on `step` and nothing
 * else happens: through a delayed state (*Submitting...*) to where its timer
 * leads. Read from the machine itself, so the links and form actions of the
 * prerendered page go exactly where the running machine would. Undefined for
 * an event that does not leave the step (a flag, a selection).
 */
export function eventTargetStep(machine: AnyStateMachine, step: string, event: string): string | undefined {
  const { edges } = graphOf(machine);
  let target = edges.find((edge) => edge.kind === 'event' && edge.event === event && isInStep(edge.source, step))?.target;
  // A delayed transition first enters a substate of the same step, then its timer leaves it.
  for (let hops = 0; target !== undefined && stepOf(target) === step && hops < 10; hops += 1) {
    const from: string = target;
    target = edges.find((edge) => edge.kind === 'delayed' && edge.source === from)?.target;
  }
  return target === undefined || stepOf(target) === step ? undefined : stepOf(target);
}
