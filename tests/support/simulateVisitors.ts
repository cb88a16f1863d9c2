import { createActor, SimulatedClock } from 'xstate';
import type { Forecast } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { type Assignment, controlAssignment } from '../../src/engine/experiments/experimentIds.ts';
import { variantStep } from '../../src/engine/experiments/variantStep.ts';
import { figuresFor } from '../../src/engine/forecast/figuresFor.ts';
import { stepWays, variantGuard, waysFor } from '../../src/engine/forecast/stepWays.ts';
import { graphOf } from '../../src/engine/graphOf.ts';
import { BUMP_TAKEN } from '../../src/engine/orderBumps.ts';
import { TAG_SUBMITTING } from '../../src/engine/stepTags.ts';

/** A small seeded generator (mulberry32), so a simulation is the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Simulated {
  visitors: number;
  /** Visits per visitor to each step, counted from each actor's own trail. */
  visits: Record<string, number>;
  /** Moves per visitor, by `step EVENT next-step`, as the machine made them. */
  ways: Record<string, number>;
  orders: number;
  revenuePerVisitor: number;
  /** The standard error of revenuePerVisitor, from the spread of what each visitor spent. */
  revenueError: number;
}

/**
 * Sends visitors through the funnel's real machine, one XState actor each:
 * on every step a visitor picks each option and ticks each bump by its
 * share, sends each event that stays on the step by its share, then sends
 * one event that leads on by its share or leaves; a question's event carries
 * an answer drawn by the answers' shares, and the machine's own guards pick
 * the branch it leads to. What they reached is the machine's own
 * trail, what they paid is the value of the `purchase` events the machine
 * tracked, plus the forecast's worth of the events they sent.
 */
export function simulateVisitors(funnel: Funnel, forecast: Forecast, visitors: number, seed: number, variants: Assignment = controlAssignment(funnel)): Simulated {
  const machine = createFunnelMachine(funnel);
  const guards = new Set(Object.values(variants).map(variantGuard));
  const ways = new Map([...stepWays(graphOf(machine))].map(([step, list]) => [step, waysFor(list, guards)]));
  const figures = figuresFor(funnel, forecast, variants);
  const random = seededRandom(seed);
  const start = machine.resolveState({ value: funnel.landing, context: initialContext(funnel, funnel.landing, variants) });
  const visits: Record<string, number> = {};
  const madeMoves: Record<string, number> = {};
  let orders = 0;
  let revenue = 0;
  let squares = 0;

  for (let visitor = 0; visitor < visitors; visitor += 1) {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, snapshot: start }).start();
    let earned = 0;
    for (let moves = 0; moves < 100; moves += 1) {
      const step = currentStep(actor.getSnapshot());
      const own = figures.steps[step];
      for (const block of variantStep(funnel, step, variants)?.blocks ?? []) {
        if (block.type === 'order-options') {
          let draw = random();
          let chosen = block.default;
          for (const option of block.options) {
            if (option.id === block.default) continue;
            draw -= own?.options?.[block.name]?.[option.id]?.share ?? 0;
            if (draw < 0) {
              chosen = option.id;
              break;
            }
          }
          actor.send({ type: 'SELECT', name: block.name, value: chosen });
        }
        if (block.type === 'order-bump' && random() < (own?.bumps?.[block.name]?.share ?? 0)) actor.send({ type: 'SELECT', name: block.name, value: BUMP_TAKEN });
      }
      const list = ways.get(step) ?? [];
      for (const way of list.filter((candidate) => candidate.to === undefined)) {
        if (random() < (own?.events[way.event]?.share ?? 0)) {
          actor.send({ type: way.event });
          earned += own?.events[way.event]?.worth?.amount ?? 0;
        }
      }
      // One draw for the event; which of its branches follows is the machine's to choose, from the answer sent with it.
      let draw = random();
      const onward = [...new Set(list.filter((way) => way.to !== undefined).map((way) => way.event))];
      const taken = onward.find((event) => (draw -= own?.events[event]?.share ?? 0) < 0);
      if (taken === undefined) break;
      earned += own?.events[taken]?.worth?.amount ?? 0;
      const question = variantStep(funnel, step, variants)?.blocks.find((block) => block.type === 'question' && block.event === taken);
      if (question?.type === 'question') {
        let pick = random();
        const answer = question.options.find((option) => (pick -= own?.answers?.[question.name]?.[option.id]?.share ?? 0) < 0) ?? question.options[question.options.length - 1];
        actor.send({ type: taken, name: question.name, value: answer?.id });
      } else actor.send({ type: taken });
      // A wait (Submitting...) runs out on the simulated clock.
      if (actor.getSnapshot().hasTag(TAG_SUBMITTING)) clock.increment(60_000);
      const move = `${step} ${taken} ${currentStep(actor.getSnapshot())}`;
      madeMoves[move] = (madeMoves[move] ?? 0) + 1;
    }
    const { context } = actor.getSnapshot();
    for (const step of context.trail) visits[step] = (visits[step] ?? 0) + 1;
    orders += context.trail.filter((step) => funnel.steps[step]?.final === true).length;
    for (const tracked of context.tracked) if (tracked.event === 'purchase' && typeof tracked.params.value === 'number') earned += tracked.params.value;
    revenue += earned;
    squares += earned * earned;
    actor.stop();
  }
  const mean = revenue / visitors;
  return {
    visitors,
    visits: Object.fromEntries(Object.entries(visits).map(([step, count]) => [step, count / visitors])),
    ways: Object.fromEntries(Object.entries(madeMoves).map(([move, count]) => [move, count / visitors])),
    orders: orders / visitors,
    revenuePerVisitor: mean,
    revenueError: Math.sqrt(Math.max(0, squares / visitors - mean * mean) / visitors),
  };
}
