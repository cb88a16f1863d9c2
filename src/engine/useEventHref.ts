import { useSelector } from '@xstate/react';
import { currentStep } from './currentStep.ts';
import { eventTargetStep } from './eventTargetStep.ts';
import { useFunnelActor } from './FunnelActorContext.ts';
import { useFunnelEntry } from './FunnelEntryContext.ts';
import { stepUrl } from './stepUrl.ts';

/**
 * The address of the step `event` leads to from the step on screen, so a
 * control can be a real link or form: before its script runs (or without
 * one) the browser follows it to that step's prerendered page.
 */
export function useEventHref(event: string): string | undefined {
  const actor = useFunnelActor();
  const { funnel, machine } = useFunnelEntry();
  const step = useSelector(actor, currentStep);
  const target = eventTargetStep(machine, step, event);
  return target === undefined ? undefined : stepUrl(funnel, target);
}
