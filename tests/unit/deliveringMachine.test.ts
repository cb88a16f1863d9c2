// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { DELIVER_ACTOR, TAG_FAILED } from '../../src/engine/delivery/deliveringStates.ts';
import { DeliveryError, type DeliveryRequest } from '../../src/engine/delivery/deliveryTypes.ts';
import { funnelEvents } from '../../src/engine/funnelEvents.ts';
import { reachableSteps } from '../../src/engine/reachableSteps.ts';
import { TAG_SUBMITTING } from '../../src/engine/stepTags.ts';
import { funnelFlow } from '../../src/engine/funnelSummary.ts';
import { flowData } from '../../src/diagrams/flowData.ts';
import { stepWays } from '../../src/engine/forecast/stepWays.ts';
import { machineGraph } from '../../src/engine/machineGraph.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { leadsFunnel, leadsWalkthrough } from '../support/leadsWalkthrough.ts';
import { tipsNewsletter } from '../support/tipsNewsletter.ts';

const walkthrough = leadsWalkthrough('delivering-machine-');
afterAll(() => {
  rmSync(walkthrough.dir, { recursive: true, force: true });
});
const funnel = leadsFunnel(walkthrough.dir);
const DELAY = funnel.delays.submit ?? 0;
const TYPED = { fullName: 'Zq Typed', email: 'zq.typed@example.com', phone: '+44 20 7946 0958', time: 'evening' };

/** A sender the test settles by hand, recording every request it was given. */
function manualSender() {
  const requests: DeliveryRequest[] = [];
  const pending: { resolve: (value: undefined) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<undefined, DeliveryRequest>(
    ({ input }) =>
      new Promise<undefined>((resolve, reject) => {
        requests.push(input);
        pending.push({ resolve, reject });
      }),
  );
  const settle = async (how: 'resolve' | DeliveryError) => {
    const next = pending.shift();
    if (next === undefined) throw new Error('nothing is being sent');
    if (how === 'resolve') next.resolve(undefined);
    else next.reject(how);
    // The promise actor reports back on a later microtask.
    await new Promise((done) => setTimeout(done, 0));
  };
  return { requests, logic, settle };
}

/** The walk-through's funnel on its booking step, with a sender the test controls. */
function onBookingStep(target: Funnel = funnel) {
  const sender = manualSender();
  const clock = new SimulatedClock();
  const machine = createFunnelMachine(target).provide({ actors: { [DELIVER_ACTOR]: sender.logic } });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'START' });
  expect(currentStep(actor.getSnapshot())).toBe('book');
  return { actor, clock, sender };
}

describe('a step whose form delivers (docs/leads.md’s funnel)', () => {
  it('shows Submitting... until the worker answers and at least the file’s delay, then leads on, sending the typed values once', async () => {
    const { actor, clock, sender } = onBookingStep();
    actor.send({ type: 'SUBMIT', values: TYPED });
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    expect(sender.requests).toEqual([{ to: 'worker', url: '/funnels/harbour-dental/book', slug: 'harbour-dental', step: 'book', form: 'SUBMIT', values: TYPED }]);
    // The answer comes first: the delay still holds the step.
    await sender.settle('resolve');
    expect(currentStep(actor.getSnapshot())).toBe('book');
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    clock.increment(DELAY);
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });

  it('when the delay runs out first, waits for the answer', async () => {
    const { actor, clock, sender } = onBookingStep();
    actor.send({ type: 'SUBMIT', values: TYPED });
    clock.increment(DELAY * 10);
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    await sender.settle('resolve');
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });

  it('a second tap while it sends starts nothing', () => {
    const { actor, sender } = onBookingStep();
    actor.send({ type: 'SUBMIT', values: TYPED });
    actor.send({ type: 'SUBMIT', values: TYPED });
    expect(sender.requests).toHaveLength(1);
  });

  it('a failure stays on the step, says why, keeps nothing typed in the machine, and the next tap tries again', async () => {
    const { actor, clock, sender } = onBookingStep();
    actor.send({ type: 'SUBMIT', values: TYPED });
    await sender.settle(new DeliveryError({ kind: 'server', status: 503, problems: [] }));
    clock.increment(DELAY);
    const failed = actor.getSnapshot();
    expect(currentStep(failed)).toBe('book');
    expect(failed.hasTag(TAG_FAILED)).toBe(true);
    expect(failed.hasTag(TAG_SUBMITTING)).toBe(false);
    expect(failed.context.failure).toEqual({ kind: 'server', status: 503, problems: [] });
    expect(JSON.stringify(failed.context)).not.toContain('Zq Typed');

    actor.send({ type: 'SUBMIT', values: TYPED });
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    await sender.settle('resolve');
    clock.increment(DELAY);
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
    expect(sender.requests).toHaveLength(2);
  });

  it('a sender that fails for want of its own code (offline before it loaded) reads as offline', async () => {
    const { actor, sender } = onBookingStep();
    actor.send({ type: 'SUBMIT', values: TYPED });
    await sender.settle(new TypeError('Failed to fetch dynamically imported module') as unknown as DeliveryError);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'offline', problems: [] });
  });

  it('fires the tracking plan’s events only once kept, none of them holding a typed value', async () => {
    const tracked: Funnel = {
      ...funnel,
      tracking: { pageViews: true, events: [{ event: 'generate_lead', when: { step: 'book', event: 'SUBMIT' }, params: { lead_source: 'booking' } }] },
    };
    const { actor, clock, sender } = onBookingStep(tracked);
    actor.send({ type: 'SUBMIT', values: TYPED });
    clock.increment(DELAY);
    expect(actor.getSnapshot().context.tracked.map((event) => event.event)).not.toContain('generate_lead');
    await sender.settle('resolve');
    const events = actor.getSnapshot().context.tracked;
    expect(events.filter((event) => event.event === 'generate_lead')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toMatch(/Zq|zq\.typed|7946|evening/);
  });

  it('is read by the engine’s graph helpers as the demos’ waits are: the next step is fetched ahead, the flow drawn through it', () => {
    const machine = createFunnelMachine(funnel);
    expect(reachableSteps(machine, 'book')).toEqual(['thank-you']);
    expect(funnelFlow(funnel)).toEqual(['Landing', 'Book', 'Thank-you']);
    // The events a model walk sends to get past the wait: the sender's answer and the delay's end.
    expect(funnelEvents(funnel).map((event) => event.type)).toEqual(
      expect.arrayContaining(['SUBMIT', `xstate.done.actor.${DELIVER_ACTOR}`, 'xstate.after.submit.harbour-dental.book.submitting.pausing.waiting']),
    );
  });
});

describe('a newsletter that delivers', () => {
  const landing = funnel.steps.landing;
  if (landing === undefined) throw new Error('no landing step');
  const withNewsletter: Funnel = {
    ...funnel,
    steps: {
      ...funnel.steps,
      landing: {
        ...landing,
        blocks: [
          ...landing.blocks,
          tipsNewsletter,
        ],
        on: { ...landing.on, SUBSCRIBE: { flag: 'subscribed' } },
      },
    },
  };

  it('switches its thanks on only once the address is kept, and stays on the step', async () => {
    const sender = manualSender();
    const actor = createActor(createFunnelMachine(withNewsletter).provide({ actors: { [DELIVER_ACTOR]: sender.logic } })).start();
    actor.send({ type: 'SUBSCRIBE', values: { email: 'zq@example.com' } });
    expect(actor.getSnapshot().context.flags.subscribed).toBeUndefined();
    expect(sender.requests[0]).toMatchObject({ url: '/funnels/harbour-dental', form: 'SUBSCRIBE', values: { email: 'zq@example.com' } });
    await sender.settle('resolve');
    expect(actor.getSnapshot().context.flags.subscribed).toBe(true);
    expect(currentStep(actor.getSnapshot())).toBe('landing');
    // The step's other way on still works.
    actor.send({ type: 'START' });
    expect(currentStep(actor.getSnapshot())).toBe('book');
  });
});

describe('a delivering funnel’s forecast, drawing and split test', () => {
  it('is told in “How this funnel works” as its visitor meets it: the form’s event, its wait and where it leads, the wait’s machinery in words', () => {
    const data = flowData(funnel);
    expect(data.steps.find((step) => step.id === 'book')?.ways).toEqual([{ event: 'SUBMIT', to: 'thank-you', waitMs: DELAY }]);
    expect(data.waits).toEqual([{ step: 'book', event: 'SUBMIT', shows: 'Sending...', ms: DELAY, delay: 'submit', to: 'thank-you' }]);
    const labels = data.wide.edges.map((edge) => edge.text);
    expect(labels).toEqual(expect.arrayContaining(['kept', 'not kept', 'kept, delay over']));
    expect(labels.filter((label) => label.startsWith('xstate.'))).toEqual([]);
  });

  it('reads the form’s way through its wait to the step it leads to', () => {
    const ways = stepWays(machineGraph(createFunnelMachine(funnel)));
    expect(ways.get('book')).toEqual([{ event: 'SUBMIT', to: 'thank-you', guard: undefined }]);
  });

  it('is checked like any other: an experiment on its landing step walks the machine through the wait', () => {
    const json = JSON.parse(walkthrough.stages.at(-1) ?? '{}') as Record<string, unknown>;
    const experiments = [
      {
        name: 'shorter-hero',
        step: 'landing',
        goal: { step: 'thank-you' },
        variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, changes: [{ block: 2, set: { heading: 'A check-up in one call' } }] }],
      },
    ];
    writeFileSync(walkthrough.file, JSON.stringify({ ...json, experiments }));
    try {
      expect(loadFunnels(path.join(walkthrough.dir, 'funnels')).errors).toEqual([]);
    } finally {
      writeFileSync(walkthrough.file, walkthrough.stages.at(-1) ?? '');
    }
  });
});
