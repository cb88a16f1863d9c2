import { renderHook } from '@testing-library/react';
import { createActor, type Actor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressFollowsMachine } from '../../src/app/useAddressFollowsMachine.ts';
import type { FunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';

function skincare() {
  const entry = funnelRegistry.get('skincare');
  if (entry === undefined) throw new Error('no skincare funnel');
  return entry;
}

/** The hook on an actor of the skincare funnel, started on its landing step, with the address at `address`. */
function follow(actor: Actor<FunnelMachine>, address: string) {
  window.history.replaceState(null, '', address);
  const navigate = vi.fn();
  renderHook(() => {
    useAddressFollowsMachine(actor, skincare().funnel, 'landing', navigate);
  });
  return navigate;
}

describe('the address follows the machine', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('pushes the next step when the machine moves', () => {
    const actor = createActor(skincare().machine).start();
    const navigate = follow(actor, '/funnels/skincare');
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'ORDER' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
    expect(document.documentElement.dataset.funnelStep).toBe('order');
  });

  it('pushes a step the machine reached before anyone listened: a tap taken while the page was hydrating', () => {
    const actor = createActor(skincare().machine);
    // The tap reaches the actor before it starts; it is queued and taken on start, before the hook subscribes.
    actor.send({ type: 'ORDER' });
    actor.start();
    const navigate = follow(actor, '/funnels/skincare');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
  });

  it('pushes nothing when the address moved first (Back, Forward, a link) and the machine followed it', () => {
    const actor = createActor(skincare().machine).start();
    const navigate = follow(actor, '/funnels/skincare/order');
    actor.send({ type: 'ORDER' });
    expect(navigate).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.funnelStep).toBe('order');
  });
});
