import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Forecast } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine, initialContext, type FunnelMachine } from '../engine/createFunnelMachine.ts';
import { currentStep } from '../engine/currentStep.ts';
import type { Assignment } from '../engine/experiments/experimentIds.ts';
import { variantStep } from '../engine/experiments/variantStep.ts';
import { figuresFor } from '../engine/forecast/figuresFor.ts';
import { stepWays, variantGuard, waysFor, type StepWay } from '../engine/forecast/stepWays.ts';
import { graphOf } from '../engine/graphOf.ts';
import { BUMP_TAKEN } from '../engine/orderBumps.ts';
import { TAG_SUBMITTING } from '../engine/stepTags.ts';

/** What walking visitors through one funnel on one set of variants needs, made once for all of them. */
export interface WalkPlan {
  funnel: Funnel;
  machine: FunnelMachine;
  variants: Assignment;
  ways: Map<string, StepWay[]>;
  figures: Forecast;
  start: SnapshotFrom<FunnelMachine>;
  /** By the events sent since the start, step by step: the snapshot they lead to. */
  cache: Map<string, SnapshotFrom<FunnelMachine>>;
}

/** The machine, its ways for these variants, the figures the visitors follow (the forecast's, or figures given in their place) and the step they arrive on. */
export function planWalk(funnel: Funnel, forecast: Forecast, variants: Assignment, figures: Forecast = figuresFor(funnel, forecast, variants), entry: string = funnel.landing): WalkPlan {
  const machine = createFunnelMachine(funnel);
  const guards = new Set(Object.values(variants).map(variantGuard));
  const ways = new Map([...stepWays(graphOf(machine))].map(([step, list]) => [step, waysFor(list, guards)]));
  // A visitor who arrives on a later step (an ad's deep link) starts there, as a reload or a link does.
  const start = machine.resolveState({ value: entry, context: initialContext(funnel, entry, variants) });
  return { funnel, machine, variants, ways, figures, start, cache: new Map() };
}

export interface WalkedVisit {
  /** The machine's context when the visitor stopped: its trail and the events it tracked. */
  context: SnapshotFrom<FunnelMachine>['context'];
  /** The forecast's worth of the events sent that carry one (a booking's fee), beside the purchases the machine tracked. */
  worth: number;
  /** Each move, as `step EVENT next-step`. */
  moves: string[];
}

type Snapshot = SnapshotFrom<FunnelMachine>;
type SentEvent = { type: string; name?: string; value?: string };

/** The snapshot after sending `events` from `snapshot`, on an actor of the real machine; a wait (Submitting...) runs out on a simulated clock. */
function send(plan: WalkPlan, snapshot: Snapshot, events: readonly SentEvent[]): Snapshot {
  const clock = new SimulatedClock();
  const actor = createActor(plan.machine, { clock, snapshot }).start();
  for (const event of events) actor.send(event);
  if (actor.getSnapshot().hasTag(TAG_SUBMITTING)) clock.increment(60_000);
  const after = actor.getSnapshot();
  actor.stop();
  return after;
}

/**
 * Sends one visitor through the funnel's real machine: on every step they
 * pick each option and tick each bump by its share, send each event that
 * stays on the step by its share, then send one event that leads on by its
 * share or leave; a question's event carries an answer drawn by the answers'
 * shares, and the machine's own guards pick the branch it leads to. The
 * machine is deterministic, so what a step's events lead to is kept by the
 * events sent so far (`plan.cache`): a visitor who makes choices another
 * made before reuses that visitor's snapshot, and 100,000 visitors cost a
 * few hundred actors. `observe` sees the snapshot at the start and after
 * each step's events (what was tracked, the answers so far), for a caller
 * that writes each event as it happened.
 */
export function walkVisitor(plan: WalkPlan, random: () => number, observe?: (snapshot: Snapshot) => void): WalkedVisit {
  const { funnel, figures, ways, variants } = plan;
  let snapshot = plan.start;
  let key = '';
  observe?.(snapshot);
  let worth = 0;
  const moves: string[] = [];
  for (let count = 0; count < 100; count += 1) {
    const step = currentStep(snapshot);
    const own = figures.steps[step];
    const shown = variantStep(funnel, step, variants);
    const events: SentEvent[] = [];
    for (const block of shown?.blocks ?? []) {
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
        events.push({ type: 'SELECT', name: block.name, value: chosen });
      }
      if (block.type === 'order-bump' && random() < (own?.bumps?.[block.name]?.share ?? 0)) events.push({ type: 'SELECT', name: block.name, value: BUMP_TAKEN });
    }
    const list = ways.get(step) ?? [];
    for (const way of list.filter((candidate) => candidate.to === undefined)) {
      if (random() < (own?.events[way.event]?.share ?? 0)) {
        events.push({ type: way.event });
        worth += own?.events[way.event]?.worth?.amount ?? 0;
      }
    }
    // One draw for the event; which of its branches follows is the machine's to choose, from the answer sent with it.
    let draw = random();
    const onward = [...new Set(list.filter((way) => way.to !== undefined).map((way) => way.event))];
    const taken = onward.find((event) => (draw -= own?.events[event]?.share ?? 0) < 0);
    if (taken !== undefined) {
      worth += own?.events[taken]?.worth?.amount ?? 0;
      const question = shown?.blocks.find((block) => block.type === 'question' && block.event === taken);
      if (question?.type === 'question') {
        let pick = random();
        const answer = question.options.find((option) => (pick -= own?.answers?.[question.name]?.[option.id]?.share ?? 0) < 0) ?? question.options[question.options.length - 1];
        events.push({ type: taken, name: question.name, value: answer?.id ?? '' });
      } else events.push({ type: taken });
    }
    if (events.length > 0) {
      key += `|${events.map((event) => `${event.type} ${event.name ?? ''} ${event.value ?? ''}`).join(',')}`;
      let next = plan.cache.get(key);
      if (next === undefined) {
        next = send(plan, snapshot, events);
        plan.cache.set(key, next);
      }
      snapshot = next;
      observe?.(snapshot);
    }
    if (taken === undefined) break;
    moves.push(`${step} ${taken} ${currentStep(snapshot)}`);
  }
  return { context: snapshot.context, worth, moves };
}
