import { act, renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadNextSteps } from '../../src/app/usePreloadNextSteps.ts';
import { useStepAsShown } from '../../src/app/useStepAsShown.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';
import { spyOnPreloads } from '../support/blockCode.ts';

function entryOf(slug: string) {
  const entry = funnelRegistry.get(slug);
  if (entry === undefined) throw new Error(`no funnel ${slug}`);
  return entry;
}

const typesOf = (slug: string, step: string) => [...new Set(entryOf(slug).funnel.steps[step]?.blocks.map((block) => block.type))];

describe('the code of the steps a funnel can show next is fetched ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('once the page is idle: every block of the next step, those that never change included, then the step on screen', () => {
    const asked = spyOnPreloads();
    const entry = entryOf('skincare');
    const actor = createActor(entry.machine).start();
    renderHook(() => {
      usePreloadNextSteps(actor, useStepAsShown(actor, entry.funnel), 'landing');
    });
    expect(asked, 'nothing before the page is idle').toEqual([]);
    act(() => {
      vi.runAllTimers();
    });
    // The order step: its header, back link and footer, and its own order options, trust badges and call to action.
    expect(new Set(asked)).toEqual(new Set([...typesOf('skincare', 'order'), ...typesOf('skincare', 'landing')]));
    expect(asked.slice(0, typesOf('skincare', 'order').length)).toEqual(typesOf('skincare', 'order'));
  });

  it('again after each step change: the steps reachable from there, then those Back can return to', () => {
    const asked = spyOnPreloads();
    const entry = entryOf('skincare');
    const actor = createActor(entry.machine).start();
    const { rerender } = renderHook(({ step }) => {
      usePreloadNextSteps(actor, useStepAsShown(actor, entry.funnel), step);
    }, { initialProps: { step: 'landing' } });
    act(() => {
      vi.runAllTimers();
    });
    asked.length = 0;
    actor.send({ type: 'ORDER' });
    rerender({ step: currentStep(actor.getSnapshot()) });
    act(() => {
      vi.runAllTimers();
    });
    const thankYou = typesOf('skincare', 'thank-you');
    expect(asked.slice(0, thankYou.length)).toEqual(thankYou);
    // Back from the order step goes to the landing step, whose hero was drawn as HTML: its code is fetched too.
    expect(asked).toContain('hero');
    expect(asked).toContain('order-options');
  });

  it('follows a delayed transition: the step after Submitting...', () => {
    const asked = spyOnPreloads();
    const entry = entryOf('medical');
    const actor = createActor(entry.machine).start();
    renderHook(() => {
      usePreloadNextSteps(actor, useStepAsShown(actor, entry.funnel), 'landing');
    });
    act(() => {
      vi.runAllTimers();
    });
    expect(asked.slice(0, typesOf('medical', 'thank-you').length)).toEqual(typesOf('medical', 'thank-you'));
  });

  it('asks for nothing when the page goes before it is idle', () => {
    const asked = spyOnPreloads();
    const entry = entryOf('skincare');
    const actor = createActor(entry.machine).start();
    const { unmount } = renderHook(() => {
      usePreloadNextSteps(actor, useStepAsShown(actor, entry.funnel), 'landing');
    });
    unmount();
    act(() => {
      vi.runAllTimers();
    });
    expect(asked).toEqual([]);
  });
});
