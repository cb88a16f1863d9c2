import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { preloadBlocks } from '../blocks/stepBlocks.ts';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { reachableSteps } from '../engine/reachableSteps.ts';
import type { StepAsShown } from './useStepAsShown.ts';

/** How long a busy page may hold the fetching back: it still starts well before a visitor reads and taps. */
const IDLE_TIMEOUT_MS = 500;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(run, 0);
  return () => {
    window.clearTimeout(handle);
  };
}

/**
 * Once the page is idle after hydration, and again after every step change,
 * fetches the code of every block of the steps the machine can show next
 * (reachableSteps: a tap, a delay, Submitting...), then of the steps this
 * visit has shown, this one first (where Back goes). So a tap finds the next step ready and
 * the screen changes in the frame the address does. Blocks that were drawn
 * as plain HTML and never needed their code are fetched too: the client
 * draws them when the visitor comes back. A failed fetch is left for the
 * step itself to retry when it is shown.
 */
export function usePreloadNextSteps(actor: Actor<FunnelMachine>, stepAsShown: StepAsShown, step: string): void {
  useEffect(
    () =>
      whenIdle(() => {
        const { trail } = actor.getSnapshot().context;
        const steps = new Set([...reachableSteps(actor.logic, step), ...[...trail].reverse()]);
        for (const next of steps) {
          const blocks = stepAsShown(next)?.blocks;
          if (blocks !== undefined) preloadBlocks(blocks).catch(() => undefined);
        }
      }),
    [actor, stepAsShown, step],
  );
}
