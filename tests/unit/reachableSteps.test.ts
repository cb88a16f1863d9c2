// @vitest-environment node
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialContext } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';
import { reachableSteps } from '../../src/engine/reachableSteps.ts';

function entryOf(slug: string) {
  const entry = funnelRegistry.get(slug);
  if (entry === undefined) throw new Error(`no funnel ${slug}`);
  return entry;
}

describe('the steps a funnel can show next, read from its machine', () => {
  it('lists the target of each event, a delayed one through Submitting..., and no step twice', () => {
    expect(reachableSteps(entryOf('skincare').machine, 'landing')).toEqual(['order']);
    expect(reachableSteps(entryOf('medical').machine, 'landing')).toEqual(['thank-you']);
    // ACCEPT and DECLINE both lead to the thank-you step.
    expect(reachableSteps(entryOf('cinnamon').machine, 'upsell')).toEqual(['thank-you']);
  });

  it('leaves out events that stay on the step, and Back and Forward, which reach every step', () => {
    // SUBSCRIBE only sets a flag; ROUTE.thank-you is on every step but is an address move.
    expect(reachableSteps(entryOf('plants').machine, 'landing')).toEqual(['product']);
    expect(reachableSteps(entryOf('skincare').machine, 'thank-you')).toEqual([]);
  });

  describe('agrees with the running machine on every step of every funnel', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const { funnel, machine } of funnelRegistry.values()) {
      it(funnel.slug, () => {
        for (const step of Object.keys(funnel.steps)) {
          const reached = new Set<string>();
          const blocks = funnel.steps[step]?.blocks ?? [];
          // A question's event is sent once per answer, as the question's form sends it.
          const events = Object.keys(funnel.steps[step]?.on ?? {}).flatMap((type) => {
            const question = blocks.find((block) => block.type === 'question' && block.event === type);
            return question?.type === 'question' ? question.options.map((option) => ({ type, name: question.name, value: option.id })) : [{ type }];
          });
          for (const event of events) {
            const actor = createActor(machine, { snapshot: machine.resolveState({ value: step, context: initialContext(funnel, step) }) }).start();
            actor.send(event);
            // Past any Submitting... delay.
            vi.runAllTimers();
            const after = currentStep(actor.getSnapshot());
            actor.stop();
            if (after !== step) reached.add(after);
          }
          expect(new Set(reachableSteps(machine, step)), `${funnel.slug}/${step}`).toEqual(reached);
        }
      });
    }
  });
});
