import { act, renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStepAsShown } from '../../src/app/useStepAsShown.ts';
import { useStepOnScreen } from '../../src/app/useStepOnScreen.ts';
import { blockComponents } from '../../src/blocks/components.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';
import { holdBlockCode } from '../support/blockCode.ts';

function entryOf(slug: string) {
  const entry = funnelRegistry.get(slug);
  if (entry === undefined) throw new Error(`no funnel ${slug}`);
  return entry;
}

describe('the step on screen follows the machine once its code is there', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the page, busy, while the next step loads, then shows it; the first step is never busy', async () => {
    const { funnel, machine } = entryOf('cinnamon');
    // The upsell block's code (only the cinnamon funnel's upsell step has one) not loaded yet.
    const deliver = holdBlockCode('upsell');
    const actor = createActor(machine).start();
    const { result } = renderHook(() => useStepOnScreen(actor, useStepAsShown(actor, funnel)));
    // Drawn by the server at hydration, whether or not its code is here.
    expect(result.current).toEqual({ step: 'landing', busy: false });

    act(() => {
      actor.send({ type: 'ORDER' });
    });
    expect(result.current).toEqual({ step: 'landing', busy: true });

    await act(deliver);
    expect(result.current).toEqual({ step: 'upsell', busy: false });
  });

  it('shows the step anyway when its code cannot be loaded, for its blocks to say so, rather than stay busy', async () => {
    const { funnel, machine } = entryOf('cinnamon');
    vi.spyOn(blockComponents.upsell, 'isLoaded').mockReturnValue(false);
    vi.spyOn(blockComponents.upsell, 'preload').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const actor = createActor(machine).start();
    const { result } = renderHook(() => useStepOnScreen(actor, useStepAsShown(actor, funnel)));
    await act(async () => {
      actor.send({ type: 'ORDER' });
      await Promise.resolve();
    });
    expect(result.current).toEqual({ step: 'upsell', busy: false });
  });

  it('shows a step whose code is loaded in the render the event causes', () => {
    const { funnel, machine } = entryOf('skincare');
    const actor = createActor(machine).start();
    const { result } = renderHook(() => useStepOnScreen(actor, useStepAsShown(actor, funnel)));
    act(() => {
      actor.send({ type: 'ORDER' });
    });
    expect(result.current).toEqual({ step: 'order', busy: false });
  });
});
