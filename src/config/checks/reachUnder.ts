import type { Funnel } from '../../../schemas/funnel.ts';
import { getShortestPaths } from 'xstate/graph';
import { initialContext, type FunnelMachine } from '../../engine/createFunnelMachine.ts';
import { currentStep } from '../../engine/currentStep.ts';
import type { Assignment } from '../../engine/experiments/experimentIds.ts';
import { funnelEvents } from '../../engine/funnelEvents.ts';
import { funnelStateKey } from '../../engine/funnelStateKey.ts';
import { TAG_FINAL } from '../../engine/stepTags.ts';

export interface Reach {
  /** The steps a visit can get to. */
  steps: Set<string>;
  /** The tracked events it can fire on the way (the starting step's entry events included). */
  events: Set<string>;
  finalReached: boolean;
}

/**
 * Everything a visit with these variants can reach from a step, found by
 * walking the funnel's own machine (xstate/graph), so the variants' guarded
 * transitions are taken exactly as they run. A state counts again when the
 * set of events fired so far differs, so that an event fired on only one of
 * two ways into a step is still found.
 */
export function reachUnder(funnel: Funnel, machine: FunnelMachine, from: string, variants: Assignment): Reach {
  const fromState = machine.resolveState({ value: from, context: initialContext(funnel, from, variants) });
  const paths = getShortestPaths(machine, {
    fromState,
    events: funnelEvents(funnel),
    serializeState: (snapshot) => `${funnelStateKey(snapshot)}|${[...new Set(snapshot.context.tracked.map((tracked) => tracked.event))].sort().join(',')}`,
  });
  const reach: Reach = { steps: new Set(), events: new Set(), finalReached: false };
  for (const { state } of paths) {
    reach.steps.add(currentStep(state));
    for (const tracked of state.context.tracked) reach.events.add(tracked.event);
    if (state.hasTag(TAG_FINAL)) reach.finalReached = true;
  }
  return reach;
}
