import { act, renderHook } from '@testing-library/react';
import { createActor, type Actor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressAgrees } from '../../src/app/useAddressAgrees.ts';
import type { FunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';

function skincare() {
  const entry = funnelRegistry.get('skincare');
  if (entry === undefined) throw new Error('no skincare funnel');
  return entry;
}

/** The hook on an actor of the skincare funnel, the router on `urlStep`, the address at `address`, the screen on `shown`. */
function agree(actor: Actor<FunnelMachine>, address: string, shown = 'landing', urlStep = 'landing') {
  window.history.replaceState(null, '', address);
  const navigate = vi.fn((path: string) => {
    window.history.pushState(null, '', path);
  });
  const hook = renderHook(
    ({ step, url }) => {
      useAddressAgrees(actor, skincare().funnel, step, url, navigate);
    },
    { initialProps: { step: shown, url: urlStep } },
  );
  return { navigate, rerender: (step: string, url = urlStep) => { hook.rerender({ step, url }); } };
}

describe('the address and the screen agree', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('pushes the next step when the screen moves to it, and publishes the machine step', () => {
    const actor = createActor(skincare().machine).start();
    const { navigate, rerender } = agree(actor, '/funnels/skincare');
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'ORDER' });
    expect(navigate, 'the machine alone does not move the address').not.toHaveBeenCalled();
    expect(document.documentElement.dataset.funnelStep).toBe('order');
    rerender('order');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
  });

  it('pushes a step shown at the first render: a tap taken while the page was hydrating', () => {
    const actor = createActor(skincare().machine);
    actor.send({ type: 'ORDER' });
    actor.start();
    const { navigate } = agree(actor, '/funnels/skincare', 'order');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
  });

  it('pushes nothing when the address moved first (Back, Forward, a link) and the screen followed it', () => {
    const actor = createActor(skincare().machine).start();
    const { navigate, rerender } = agree(actor, '/funnels/skincare/order');
    rerender('order');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not call the machine back while it is ahead of the screen (the next step loading) and the router catches up', () => {
    const actor = createActor(skincare().machine).start();
    const { rerender } = agree(actor, '/funnels/skincare');
    actor.send({ type: 'ORDER' });
    rerender('order', 'landing');
    // The order step is on screen and addressed; the machine goes on to the thank-you step, still loading.
    actor.send({ type: 'CHECKOUT' });
    rerender('order', 'order');
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });

  it('sends the machine to the step Back leads to, even while the screen has not caught up', () => {
    const actor = createActor(skincare().machine).start();
    const { rerender } = agree(actor, '/funnels/skincare');
    actor.send({ type: 'ORDER' });
    rerender('order');
    act(() => {
      window.history.replaceState(null, '', '/funnels/skincare');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(currentStep(actor.getSnapshot())).toBe('landing');
  });
});
