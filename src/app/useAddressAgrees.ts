import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { currentStep } from '../engine/currentStep.ts';
import type { FunnelEntry } from '../engine/funnelRegistry.ts';
import { answerKeys } from '../engine/conditions/answerKeys.ts';
import { answerPath } from '../engine/conditions/answerPaths.ts';
import { stepForAddress } from '../engine/stepRoutes.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { routeEvent } from '../engine/stepTags.ts';

/**
 * Keeps the address bar and the screen on one step whatever the timing.
 *
 * The screen is the truth when the machine moves (a tap, a delay running
 * out): the new step's address is pushed in the commit that draws it, a
 * layout effect, so both change in the same frame. The screen may trail the
 * machine while the step's code loads (useStepOnScreen); the address waits
 * with it.
 *
 * The address is the truth when it moves by itself (Back, Forward, a router
 * link): the machine is sent there at once, from the `popstate` event, not
 * after the router's next render, which may come after another Back. After a
 * render of the router the address is only followed if it names a step other
 * than the one on screen: our own push names the step on screen, while the
 * machine may already be on its way to the next (its code loading), and
 * must not be called back.
 *
 * `urlStep` is the step the router rendered for; the first push compares
 * with it, so a tap the actor queued during hydration (taken when it starts,
 * before any render of ours) still moves the address.
 */
export function useAddressAgrees(
  actor: Actor<FunnelMachine>,
  funnel: FunnelEntry['funnel'],
  shownStep: string,
  urlStep: string,
  navigate: (path: string) => void | Promise<void>,
): void {
  const shown = useRef(urlStep);
  useLayoutEffect(() => {
    if (shown.current === shownStep) return;
    shown.current = shownStep;
    const addressed = stepForAddress(funnel, window.location.pathname);
    // Outside this funnel (Back left it), the page is going away: no push.
    // Every variant of a step is at the step's own address: the visitor shares and reloads that, and the head script brings a reload back to their variant.
    // A step whose page depends on earlier answers is pushed at the page for the visitor's, so a reload finds that page at once.
    if (addressed !== undefined && addressed !== shownStep) {
      const { answers } = actor.getSnapshot().context;
      void navigate(answerKeys(funnel, shownStep).length > 0 ? answerPath(funnel, shownStep, answers) : stepUrl(funnel, shownStep));
    }
  }, [actor, funnel, shownStep, navigate]);

  // `urlStep` is a dependency so that a router push (a link to another step) is followed too.
  useEffect(() => {
    const follow = (moved: boolean) => {
      const addressed = stepForAddress(funnel, window.location.pathname);
      if (addressed === undefined || (!moved && addressed === shown.current)) return;
      if (addressed !== currentStep(actor.getSnapshot())) actor.send({ type: routeEvent(addressed) });
    };
    const onPopState = () => {
      follow(true);
    };
    follow(false);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, [actor, funnel, urlStep]);

  // The machine's own step, for browser tests to compare with the address and the screen.
  useEffect(() => {
    const root = document.documentElement;
    const publish = () => {
      root.dataset.funnelStep = currentStep(actor.getSnapshot());
    };
    const subscription = actor.subscribe(publish);
    publish();
    return () => {
      subscription.unsubscribe();
      delete root.dataset.funnelStep;
    };
  }, [actor]);
}
