import { useEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { currentStep } from '../engine/currentStep.ts';
import type { FunnelEntry } from '../engine/funnelRegistry.ts';
import { stepForAddress, stepUrl } from '../engine/stepRoutes.ts';

/**
 * When the machine moves to another step, the address follows: the new
 * step's address is pushed at that moment. The step last shown is kept across
 * re-subscriptions and compared once more right after subscribing, because
 * the machine can move before this effect runs: a tap on a page that has
 * hydrated but not yet run its effects is queued by the actor and taken when
 * it starts, before anyone listens. Without that check the address would stay
 * on the old step, and the address-to-machine sync would then undo the tap.
 */
export function useAddressFollowsMachine(
  actor: Actor<FunnelMachine>,
  funnel: FunnelEntry['funnel'],
  initialStep: string,
  navigate: (path: string) => void | Promise<void>,
): void {
  const shown = useRef(initialStep);
  useEffect(() => {
    const root = document.documentElement;
    const follow = (nextStep: string) => {
      // The machine's own step, for browser tests to compare with the address and the screen.
      root.dataset.funnelStep = nextStep;
      if (nextStep === shown.current) return;
      shown.current = nextStep;
      const addressed = stepForAddress(funnel, window.location.pathname);
      // Outside this funnel (Back left it), the page is going away: no push.
      if (addressed !== undefined && addressed !== nextStep) void navigate(stepUrl(funnel, nextStep));
    };
    const subscription = actor.subscribe((next) => {
      follow(currentStep(next));
    });
    follow(currentStep(actor.getSnapshot()));
    return () => {
      subscription.unsubscribe();
      delete root.dataset.funnelStep;
    };
  }, [actor, funnel, navigate]);
}
