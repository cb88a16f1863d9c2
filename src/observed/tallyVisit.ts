import type { FunnelPlan } from './funnelPlan.ts';
import { wayId } from './funnelPlan.ts';
import type { PlacedEvent } from './readJourney.ts';

/** Visitors counted, each once, for one group of them (a variant's, or everyone's). */
export interface Tally {
  visitors: number;
  steps: Map<string, number>;
  /** By wayId. */
  ways: Map<string, number>;
  /** By `step EVENT`: visitors who sent the event from the step, by any of its branches. */
  sent: Map<string, number>;
  /** By `step question answer`, and by `step question` for all who answered. */
  answers: Map<string, number>;
  questions: Map<string, number>;
  orders: number;
  revenue: number;
  revenueSquares: number;
  /** Moves between two steps that no arrow of the machine makes (Back, a typed address, a link from elsewhere). */
  otherMoves: number;
}

export const emptyTally = (): Tally => ({
  visitors: 0,
  steps: new Map(),
  ways: new Map(),
  sent: new Map(),
  answers: new Map(),
  questions: new Map(),
  orders: 0,
  revenue: 0,
  revenueSquares: 0,
  otherMoves: 0,
});

const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

/** What one visitor did in a funnel: the sets a tally counts once each, and what they paid. */
export interface Visit {
  steps: Set<string>;
  ways: Set<string>;
  sent: Set<string>;
  answers: Set<string>;
  questions: Set<string>;
  ordered: boolean;
  revenue: number;
  otherMoves: number;
  /** GA4 event names the visitor sent anywhere in the funnel. */
  fired: Set<string>;
}

/**
 * A visitor's funnel events read as the machine's ways: each move from one
 * step's page to the next is the way whose arrow leads there (where two
 * events lead to the same step, as Accept and Decline to a thank-you page,
 * the one whose tracked event fired on the step, else the one the plan
 * tracks nothing for); an event that stays on the step counts when its
 * tracked event fired there. A purchase's value is revenue, and so is the
 * forecast's worth of an event it prices (a booking).
 */
export function readVisit(events: readonly PlacedEvent[], plan: FunnelPlan): Visit {
  const visit: Visit = { steps: new Set(), ways: new Set(), sent: new Set(), answers: new Set(), questions: new Set(), ordered: false, revenue: 0, otherMoves: 0, fired: new Set() };
  const firedOn = new Set(events.filter((event) => event.name !== 'page_view').map((event) => `${event.step} ${event.name}`));
  const trackedFor = (step: string, event: string) => [...(plan.planEvents.get(`${step} ${event}`) ?? [])];
  const pages = events.filter((event) => event.name === 'page_view').map((event) => event.step);
  for (const event of events) {
    visit.fired.add(event.name);
    if (event.value !== undefined) visit.revenue += event.value;
    if (event.question !== undefined && event.answer !== undefined) {
      visit.answers.add(`${event.step} ${event.question} ${event.answer}`);
      visit.questions.add(`${event.step} ${event.question}`);
    }
  }
  for (const [index, step] of pages.entries()) {
    visit.steps.add(step);
    if (plan.funnel.steps[step]?.final === true) visit.ordered = true;
    const next = pages[index + 1];
    if (next === undefined || next === step) continue;
    const candidates = [...new Set((plan.ways.get(step) ?? []).filter((way) => way.to === next).map((way) => way.event))];
    if (candidates.length === 0) {
      visit.otherMoves += 1;
      continue;
    }
    const event =
      candidates.find((candidate) => trackedFor(step, candidate).some((name) => firedOn.has(`${step} ${name}`))) ??
      candidates.find((candidate) => trackedFor(step, candidate).length === 0) ??
      candidates[0] ??
      '';
    visit.ways.add(wayId(step, { event, to: next }));
    visit.sent.add(`${step} ${event}`);
  }
  for (const step of visit.steps) {
    for (const way of (plan.ways.get(step) ?? []).filter((candidate) => candidate.to === undefined)) {
      if (trackedFor(step, way.event).some((name) => firedOn.has(`${step} ${name}`))) {
        visit.ways.add(wayId(step, way));
        visit.sent.add(`${step} ${way.event}`);
      }
    }
  }
  for (const sent of visit.sent) visit.revenue += plan.worth.get(sent) ?? 0;
  return visit;
}

/** Adds `count` visitors who each made this visit. */
export function tallyVisit(tally: Tally, visit: Visit, count: number): void {
  tally.visitors += count;
  for (const step of visit.steps) add(tally.steps, step, count);
  for (const way of visit.ways) add(tally.ways, way, count);
  for (const sent of visit.sent) add(tally.sent, sent, count);
  for (const answer of visit.answers) add(tally.answers, answer, count);
  for (const question of visit.questions) add(tally.questions, question, count);
  if (visit.ordered) tally.orders += count;
  tally.revenue += visit.revenue * count;
  tally.revenueSquares += visit.revenue * visit.revenue * count;
  tally.otherMoves += visit.otherMoves * count;
}

/** Two tallies added up (everyone's, from each variant's). */
export function mergeTally(into: Tally, other: Tally): void {
  into.visitors += other.visitors;
  for (const key of ['steps', 'ways', 'sent', 'answers', 'questions'] as const) for (const [name, count] of other[key]) add(into[key], name, count);
  into.orders += other.orders;
  into.revenue += other.revenue;
  into.revenueSquares += other.revenueSquares;
  into.otherMoves += other.otherMoves;
}
