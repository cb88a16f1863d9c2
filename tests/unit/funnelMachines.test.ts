// @vitest-environment node
import path from 'node:path';
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { createFunnelMachine, initialContext, type FunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { afterEvent, funnelEvents } from '../../src/engine/funnelEvents.ts';
import { funnelStateKey } from '../../src/engine/funnelStateKey.ts';
import type { FunnelEvent } from '../../src/engine/funnelSetup.ts';
import { normalizeTransition } from '../../src/engine/normalizeTransition.ts';
import { transitionBranches } from '../../src/engine/transitionBranches.ts';
import { TAG_FINAL, TAG_SUBMITTING } from '../../src/engine/stepTags.ts';

// The portfolio's demo funnels; a client's funnel delivers its form, which tests/unit/deliveringMachine.test.ts walks.
const { funnels, errors } = loadProjectData(path.resolve(import.meta.dirname, '../..'));

function requireFunnel(slug: string): Funnel {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`no funnel ${slug}`);
  return funnel;
}

/** The delay, in ms, an `xstate.after…` event stands for; undefined for an ordinary event. */
function delayOf(funnel: Funnel, type: string): number | undefined {
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    for (const raw of Object.values(step.on)) {
      const { delay } = normalizeTransition(raw);
      if (delay !== undefined && afterEvent(funnel, stepId, delay) === type) return funnel.delays[delay];
    }
  }
  return undefined;
}

/** Walks events in a real actor: timer events become clock time, so delays are really waited out. */
function walk(funnel: Funnel, machine: FunnelMachine, events: readonly FunnelEvent[]) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  for (const event of events) {
    const delay = delayOf(funnel, event.type);
    if (delay === undefined) actor.send(event);
    else clock.increment(delay);
  }
  return { actor, clock };
}

/** The config's transitions between steps: `landing --ORDER--> order`, one per step a list of branches leads to. */
function configEdges(funnel: Funnel): string[] {
  const edges = Object.entries(funnel.steps).flatMap(([stepId, step]) =>
    Object.entries(step.on).flatMap(([event, raw]) => transitionBranches(raw).map(({ target }) => `${stepId} --${event}--> ${target ?? stepId}`)),
  );
  return [...new Set(edges)];
}

it('loads every funnel', () => {
  expect(errors).toEqual([]);
  expect(funnels.length).toBeGreaterThanOrEqual(5);
});

describe.each(funnels.map((funnel) => [funnel.slug, funnel] as const))('the %s machine', (_slug, funnel) => {
  const machine = createFunnelMachine(funnel);
  const events = funnelEvents(funnel);

  it('reaches every step, and every final step, by a shortest path', () => {
    const paths = getShortestPaths(machine, { events, serializeState: funnelStateKey });
    const reached = new Set(paths.map((statePath) => currentStep(statePath.state)));
    expect([...reached].sort()).toEqual(Object.keys(funnel.steps).sort());
    const finals = Object.keys(funnel.steps).filter((id) => funnel.steps[id]?.final === true);
    expect(finals.length).toBeGreaterThan(0);
    for (const id of finals) {
      const toFinal = paths.find((statePath) => currentStep(statePath.state) === id);
      expect(toFinal?.state.hasTag(TAG_FINAL)).toBe(true);
    }
  });

  it('walks every simple path in a real actor with a simulated clock, covering every transition', () => {
    const paths = getSimplePaths(machine, { events, serializeState: funnelStateKey });
    const walked = new Set<string>();
    for (const statePath of paths) {
      const { actor } = walk(
        funnel,
        machine,
        statePath.steps.map((step) => step.event),
      );
      // The traversal merges states that differ only in the visit's record (trail, tracked): compare the rest.
      expect(funnelStateKey(actor.getSnapshot())).toEqual(funnelStateKey(statePath.state));
      // Record the config-level edges this path took; a delayed edge is its event plus the timer that follows.
      let from = funnel.landing;
      let pending: string | undefined;
      for (const { event, state } of statePath.steps) {
        if (event.type === 'xstate.init') continue;
        const to = currentStep(state);
        if (delayOf(funnel, event.type) !== undefined) {
          walked.add(`${from} --${pending ?? '?'}--> ${to}`);
          pending = undefined;
        } else if (state.hasTag(TAG_SUBMITTING)) {
          pending = event.type;
        } else if (event.type !== 'SELECT') {
          walked.add(`${from} --${event.type}--> ${to}`);
        }
        from = to;
      }
    }
    expect([...walked].sort()).toEqual(configEdges(funnel).sort());
  });

  it('follows the URL: every step can be entered from every other, and Back works from a final step', () => {
    const steps = Object.keys(funnel.steps);
    for (const from of steps) {
      for (const to of steps) {
        const actor = createActor(machine, {
          snapshot: machine.resolveState({ value: from, context: initialContext(funnel, from) }),
        }).start();
        actor.send({ type: `ROUTE.${to}` });
        expect(currentStep(actor.getSnapshot())).toBe(to);
        expect(actor.getSnapshot().status).toBe('active');
      }
    }
  });
});

describe('specific promises', () => {
  it('medical: SUBMIT shows submitting for exactly the 600 ms delay, then thank-you', () => {
    const funnel = requireFunnel('medical');
    const clock = new SimulatedClock();
    const actor = createActor(createFunnelMachine(funnel), { clock }).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    clock.increment(599);
    expect(currentStep(actor.getSnapshot())).toBe('landing');
    clock.increment(1);
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });

  it('medical: a URL echo of the current step does not restart the submit timer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(createFunnelMachine(requireFunnel('medical')), { clock }).start();
    actor.send({ type: 'SUBMIT' });
    clock.increment(400);
    actor.send({ type: 'ROUTE.landing' });
    clock.increment(200);
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });

  it('medical: leaving the step while submitting cancels the timer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(createFunnelMachine(requireFunnel('medical')), { clock }).start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'ROUTE.thank-you' });
    actor.send({ type: 'ROUTE.landing' });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toEqual({ landing: 'editing' });
  });

  it('skincare: option 1 is chosen at first and the bump unticked; SELECT changes either; an option not offered is ignored', () => {
    const actor = createActor(createFunnelMachine(requireFunnel('skincare'))).start();
    expect(actor.getSnapshot().context.selections).toEqual({ bottles: 'one', cleanser: 'no' });
    actor.send({ type: 'SELECT', name: 'bottles', value: 'two' });
    actor.send({ type: 'SELECT', name: 'cleanser', value: 'yes' });
    expect(actor.getSnapshot().context.selections).toEqual({ bottles: 'two', cleanser: 'yes' });
    actor.send({ type: 'SELECT', name: 'bottles', value: 'ten' });
    actor.send({ type: 'SELECT', name: 'cleanser', value: 'maybe' });
    actor.send({ type: 'SELECT', name: 'jars', value: 'one' });
    expect(actor.getSnapshot().context.selections).toEqual({ bottles: 'two', cleanser: 'yes' });
  });

  it('plants: SUBSCRIBE sets the newsletter flag and stays on the landing step', () => {
    const actor = createActor(createFunnelMachine(requireFunnel('plants'))).start();
    actor.send({ type: 'SUBSCRIBE' });
    expect(actor.getSnapshot().context.flags).toEqual({ newsletterSubmitted: true });
    expect(currentStep(actor.getSnapshot())).toBe('landing');
  });

  it('cinnamon: both answers to the upsell lead to thank-you; accepting is remembered', () => {
    const machine = createFunnelMachine(requireFunnel('cinnamon'));
    for (const answer of ['ACCEPT', 'DECLINE']) {
      const actor = createActor(machine).start();
      actor.send({ type: 'ORDER' });
      expect(currentStep(actor.getSnapshot())).toBe('upsell');
      actor.send({ type: answer });
      expect(currentStep(actor.getSnapshot())).toBe('thank-you');
      expect(actor.getSnapshot().context.flags.giftSetAdded === true).toBe(answer === 'ACCEPT');
    }
  });

  it('travel: SUBMIT goes straight to thank-you', () => {
    const actor = createActor(createFunnelMachine(requireFunnel('travel'))).start();
    actor.send({ type: 'SUBMIT' });
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
  });
});
