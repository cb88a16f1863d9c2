import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Actor } from 'xstate';
import type { Funnel, FunnelStep } from '../../schemas/funnel.ts';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { variantStep } from '../engine/experiments/variantStep.ts';

/** A step of the funnel as this visit shows it; undefined for an id that is no step. */
export type StepAsShown = (stepId: string) => FunnelStep | undefined;

/**
 * The one place a visit reads its steps as its split-test variants show them
 * (a variant may change a block, bring a block of another type, or lead
 * elsewhere): for the step drawn, the step the screen waits for and the steps
 * fetched ahead alike. The variants are the machine's, chosen once when the
 * visit starts and never changed, so every step is worked out once, when the
 * visit starts, and is the same object on every call: a static block keeps
 * the server's HTML only while its block is unchanged (StaticBlock).
 */
export function useStepAsShown(actor: Actor<FunnelMachine>, funnel: Funnel): StepAsShown {
  const variants = useSelector(actor, (snapshot) => snapshot.context.variants);
  return useMemo(() => {
    const shown = new Map(Object.keys(funnel.steps).map((stepId) => [stepId, variantStep(funnel, stepId, variants)]));
    return (stepId) => shown.get(stepId);
  }, [funnel, variants]);
}
