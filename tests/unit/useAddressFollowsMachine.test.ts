import { renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressFollowsMachine } from '../../src/app/useAddressFollowsMachine.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';

function skincare() {
  const entry = funnelRegistry.get('skincare');
  if (entry === undefined) throw new Error('no skincare funnel');
  return entry;
}

describe('the address follows the machine', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('pushes the next step when the machine moves', () => {
    window.history.replaceState(null, '', '/funnels/skincare');
    const { funnel, machine } = skincare();
    const actor = createActor(machine).start();
    const navigate = vi.fn();
    renderHook(() => {
      useAddressFollowsMachine(actor, funnel, 'landing', navigate);
    });
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'ORDER' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
    expect(document.documentElement.dataset.funnelStep).toBe('order');
  });

  it('pushes a step the machine reached before anyone listened: a tap taken while the page was hydrating', () => {
    window.history.replaceState(null, '', '/funnels/skincare');
    const { funnel, machine } = skincare();
    const actor = createActor(machine);
    // The tap reaches the actor before it starts; it is queued and taken on start, before the hook subscribes.
    actor.send({ type: 'ORDER' });
    actor.start();
    const navigate = vi.fn();
    renderHook(() => {
      useAddressFollowsMachine(actor, funnel, 'landing', navigate);
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/funnels/skincare/order');
  });

  it('pushes nothing when the address moved first (Back, Forward, a link) and the machine followed it', () => {
    window.history.replaceState(null, '', '/funnels/skincare/order');
    const { funnel, machine } = skincare();
    const actor = createActor(machine).start();
    const navigate = vi.fn();
    renderHook(() => {
      useAddressFollowsMachine(actor, funnel, 'landing', navigate);
    });
    actor.send({ type: 'ORDER' });
    expect(navigate).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.funnelStep).toBe('order');
  });
});
