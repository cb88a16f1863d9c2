import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import { blocksLoaded, preloadBlocks } from '../blocks/stepBlocks.ts';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { currentStep } from '../engine/currentStep.ts';
import type { StepAsShown } from './useStepAsShown.ts';

export interface StepOnScreen {
  /** The step to draw: the machine's, once its blocks' code has arrived; until then the one on screen. */
  step: string;
  /** The machine has moved to a step whose code is still on its way. */
  busy: boolean;
}

/**
 * The screen follows the machine, but never by suspending: a step whose
 * blocks are not loaded yet would leave the old page up while the address
 * (pushed when the screen changes, see useAddressAgrees) said
 * otherwise, with nothing to show the tap was taken. Until the code arrives
 * the old step stays, marked busy; then the new one is drawn in one render,
 * and its address pushed in the same commit. Normally the code is there
 * already (usePreloadNextSteps), and the step changes in the render the tap
 * causes. A load that fails draws the step anyway: the block that cannot be
 * drawn says so in its error boundary rather than leave the visitor stuck.
 */
export function useStepOnScreen(actor: Actor<FunnelMachine>, stepAsShown: StepAsShown): StepOnScreen {
  const machineStep = useSelector(actor, currentStep);
  const [shown, setShown] = useState(machineStep);
  // The machine's step whose code has settled (loaded or failed) since it was asked for.
  const [settled, setSettled] = useState<string | undefined>(undefined);
  // The blocks as the visit's split-test variants show them (a variant may bring a block of another type).
  const blocks = stepAsShown(machineStep)?.blocks;
  // The step on screen is ready as it is: at hydration its blocks are drawn already, by the server, whether
  // or not their code has loaded.
  const ready = machineStep === shown || blocks === undefined || settled === machineStep || blocksLoaded(blocks);
  // Remembered during the render (React's pattern for state from a previous render), so the next
  // move to a step still loading keeps this one on screen.
  if (ready && shown !== machineStep) setShown(machineStep);

  useEffect(() => {
    if (ready) return;
    let current = true;
    const done = () => {
      if (current) setSettled(machineStep);
    };
    preloadBlocks(blocks).then(done, done);
    return () => {
      current = false;
    };
  }, [ready, blocks, machineStep]);

  return { step: ready ? machineStep : shown, busy: !ready };
}
