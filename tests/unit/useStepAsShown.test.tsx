import { act, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { FunnelPage } from '../../src/app/FunnelPage.tsx';
import { usePreloadNextSteps } from '../../src/app/usePreloadNextSteps.ts';
import { useStepAsShown } from '../../src/app/useStepAsShown.ts';
import { useStepOnScreen } from '../../src/app/useStepOnScreen.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { experimentId } from '../../src/engine/experiments/experimentIds.ts';
import { OFF_COOKIE } from '../../src/engine/experiments/visitorCookies.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';
import { holdBlockCode, spyOnPreloads } from '../support/blockCode.ts';
import { parseBlock } from '../support/parseBlock.ts';

const skincare = funnelRegistry.get('skincare')?.funnel;
if (skincare === undefined) throw new Error('no skincare funnel');
const [experiment] = skincare.experiments;
if (experiment === undefined) throw new Error('skincare runs no split test');
const EXPERIMENT = experimentId(skincare, experiment);

function renderFunnelAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/funnels/:slug/*" element={<FunnelPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The order options' radios, in the order the page presents them. */
const optionsShown = () => within(screen.getByRole('group', { name: 'Choose your supply' })).getAllByRole('radio');

describe('the order step as a visit on the skincare split test sees it', () => {
  afterEach(() => {
    document.cookie = `${OFF_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('at variant b’s address: 2 Bottles first, under its Save 15% banner', () => {
    renderFunnelAt('/funnels/skincare/order/b');
    expect(optionsShown()[0]).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
    expect(optionsShown()[1]).toHaveAccessibleName(/1 Bottle.*\$59/);
  });

  it('with experiments off, at the step’s own address: the control, 1 Bottle first', () => {
    document.cookie = `${OFF_COOKIE}=1; Path=/`;
    renderFunnelAt('/funnels/skincare/order');
    expect(optionsShown()[0]).toHaveAccessibleName(/1 Bottle.*\$59/);
  });
});

/** Skincare with a variant b that shows a note in place of the order step's trust badges: a block of a type no other step has. */
const withNote: Funnel = {
  ...skincare,
  experiments: [
    {
      ...experiment,
      variants: experiment.variants.map((variant) =>
        variant.id === 'b'
          ? {
              ...variant,
              changes: [
                {
                  block: skincare.steps.order?.blocks.findIndex((block) => block.type === 'trust-badges') ?? -1,
                  replace: parseBlock({ type: 'text', heading: 'Why two bottles', paragraphs: ['The serum works best over eight weeks.'] }),
                },
              ],
            }
          : variant,
      ),
    },
  ],
};
const machine = createFunnelMachine(withNote);

/** A visit to that funnel's landing step, on one variant. */
function visitOn(variant: 'control' | 'b') {
  const snapshot = machine.resolveState({ value: 'landing', context: initialContext(withNote, 'landing', { [EXPERIMENT]: variant }) });
  return createActor(machine, { snapshot }).start();
}

describe('a variant that brings a block of another type', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has that block’s code fetched ahead on the step before, and the control’s never', () => {
    const askedBy = (variant: 'control' | 'b') => {
      vi.restoreAllMocks();
      const asked = spyOnPreloads();
      const actor = visitOn(variant);
      const { unmount } = renderHook(() => {
        usePreloadNextSteps(actor, useStepAsShown(actor, withNote), 'landing');
      });
      act(() => {
        vi.runAllTimers();
      });
      unmount();
      return asked;
    };
    const b = askedBy('b');
    expect(b).toContain('text');
    expect(b).not.toContain('trust-badges');
    const control = askedBy('control');
    expect(control).toContain('trust-badges');
    expect(control).not.toContain('text');
  });

  it('keeps the page busy until that block’s code is there, where the control’s step is shown at once', async () => {
    const deliver = holdBlockCode('text');
    const b = visitOn('b');
    const onB = renderHook(() => useStepOnScreen(b, useStepAsShown(b, withNote)));
    act(() => {
      b.send({ type: 'ORDER' });
    });
    expect(onB.result.current).toEqual({ step: 'landing', busy: true });
    await act(deliver);
    expect(onB.result.current).toEqual({ step: 'order', busy: false });

    vi.restoreAllMocks();
    holdBlockCode('text');
    const control = visitOn('control');
    const onControl = renderHook(() => useStepOnScreen(control, useStepAsShown(control, withNote)));
    act(() => {
      control.send({ type: 'ORDER' });
    });
    expect(onControl.result.current).toEqual({ step: 'order', busy: false });
  });

  it('works each step out once for the visit: the same object on every call and render, which a static block needs to keep the server’s HTML', () => {
    const actor = visitOn('b');
    const { result, rerender } = renderHook(() => useStepAsShown(actor, withNote));
    const first = result.current('order');
    act(() => {
      actor.send({ type: 'ORDER' });
    });
    rerender();
    expect(result.current('order')).toBe(first);
    expect(first?.blocks.map((block) => block.type)).toEqual(['header', 'back', 'order-options', 'order-bump', 'text', 'cta', 'footer']);
    // A step no experiment runs on is the file's own.
    expect(result.current('landing')).toBe(withNote.steps.landing);
  });
});
