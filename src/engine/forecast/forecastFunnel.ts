import type { Forecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import { type Assignment, controlAssignment } from '../experiments/experimentIds.ts';
import { variantStep } from '../experiments/variantStep.ts';
import type { MachineGraph } from '../machineGraph.ts';
import { BUMP_DECLINED, BUMP_TAKEN } from '../orderBumps.ts';
import { compileTracking } from '../tracking/compileTracking.ts';
import type { Resolvable, TrackSpec } from '../tracking/trackSpec.ts';
import { figuresFor } from './figuresFor.ts';
import { stepWays, variantGuard, waysFor, type StepWay } from './stepWays.ts';
import { visitChain } from './visitChain.ts';

/** A way out of a step with its share and the visitors who take it. */
export interface WayNumbers extends StepWay {
  share: number;
  /** Visitors per visitor arriving on the landing step (×1,000 for "per 1,000"). */
  visitors: number;
}

export interface StepNumbers {
  step: string;
  final: boolean;
  /** Visits per visitor arriving on the landing step: 0.12 is 120 per 1,000. */
  visits: number;
  ways: WayNumbers[];
  /** The share of the step's visitors who take none of its ways on. */
  leave: number;
  /** Expected revenue earned on this step per landing visitor. */
  revenue: number;
}

export interface FunnelNumbers {
  currency: Forecast['currency'];
  visitorsPerMonth: number;
  steps: StepNumbers[];
  /** Visits to a final (thank-you) step, per landing visitor. */
  orders: number;
  /** Revenue per order: the purchases the tracking plan prices and the worth of the events the forecast values. */
  averageOrderValue: number;
  revenuePerVisitor: number;
  revenuePerMonth: number;
}

/** The machine's graph, the figures and the visit's variants: everything the numbers are read from. */
export interface ForecastInput {
  funnel: Funnel;
  graph: MachineGraph;
  forecast: Forecast;
  variants?: Assignment;
}

/** The chance of each value of each selection (an order-options choice, a bump's yes/no), from the figures of the step that shows it. */
function selectionOdds(funnel: Funnel, forecast: Forecast, variants: Assignment): Map<string, Map<string, number>> {
  const odds = new Map<string, Map<string, number>>();
  for (const stepId of Object.keys(funnel.steps)) {
    const figures = forecast.steps[stepId];
    for (const block of variantStep(funnel, stepId, variants)?.blocks ?? []) {
      if (block.type === 'order-options') {
        const shares = figures?.options?.[block.name] ?? {};
        const chances = new Map<string, number>();
        let rest = 1;
        for (const option of block.options) {
          const share = option.id === block.default ? 0 : (shares[option.id]?.share ?? 0);
          chances.set(option.id, share);
          rest -= share;
        }
        // Whoever takes no other option keeps the default.
        chances.set(block.default, Math.max(0, rest));
        odds.set(block.name, chances);
      }
      if (block.type === 'order-bump') {
        const share = figures?.bumps?.[block.name]?.share ?? 0;
        odds.set(block.name, new Map([[BUMP_TAKEN, share], [BUMP_DECLINED, 1 - share]]));
      }
    }
  }
  return odds;
}

/** A parameter's expected value, each choice weighted by its chance. */
function expected(value: Resolvable, odds: Map<string, Map<string, number>>): number {
  if ('is' in value) return typeof value.is === 'number' ? value.is : 0;
  if ('sum' in value) return value.sum.reduce((total, part) => total + expected(part, odds), 0);
  // A quiz answer is a word, never money.
  if ('answer' in value) return 0;
  let total = 0;
  for (const [option, chance] of odds.get(value.choice) ?? []) {
    const amount = value.byOption[option];
    if (typeof amount === 'number') total += chance * amount;
  }
  return total;
}

/** The ways a step's figures give shares, in the machine's order. */
function waysOf(graph: MachineGraph, variants: Assignment): Map<string, StepWay[]> {
  const guards = new Set(Object.values(variants).map(variantGuard));
  return new Map([...stepWays(graph)].map(([step, ways]) => [step, waysFor(ways, guards)]));
}

/**
 * What a funnel earns, computed from its machine: an absorbing Markov chain
 * over its steps (over a step and the answers its conditions read, where a
 * funnel branches on them: visitChain). From each step a visitor takes each way on with its share
 * (an event that stays on the step, such as a newsletter, is taken beside
 * the others and moves no one), or leaves. With Q the step-to-step shares,
 * the expected visits to each step from the landing step are the landing
 * row of (I − Q)⁻¹, solved as (I − Q)ᵀ v = e. Money comes from the
 * machine's own tracking plan (each purchase's value, each choice at its
 * forecast chance) and from the forecast's worth of events the page prices
 * nowhere. Back is ignored: a visitor going back and forth is still one visit.
 */
export function forecastFunnel({ funnel, graph, forecast, variants = controlAssignment(funnel) }: ForecastInput): FunnelNumbers {
  const figures = figuresFor(funnel, forecast, variants);
  const ways = waysOf(graph, variants);
  const steps = [...ways.keys()];
  const odds = selectionOdds(funnel, figures, variants);
  const chain = visitChain(funnel, ways, figures, odds, graph.initial);
  const visitsOf = (step: string) => chain.visits.get(step) ?? 0;
  const shareOf = (step: string, event: string) => figures.steps[step]?.events[event]?.share ?? 0;

  const tracking = compileTracking(funnel);
  // Revenue is what GA4 counts as revenue: the value of a purchase (a refund takes it back later, which a forecast leaves out).
  const isRevenue = (spec: TrackSpec) => spec.event === 'purchase';
  const revenueOf = (specs: readonly TrackSpec[] | undefined) =>
    (specs ?? []).filter(isRevenue).reduce((total, spec) => total + (spec.params.value === undefined ? 0 : expected(spec.params.value, odds)), 0);

  const numbers: StepNumbers[] = steps.map((step) => {
    const here = visitsOf(step);
    const list = ways.get(step) ?? [];
    let revenue = here * revenueOf(tracking.onEnter[step]);
    const wayNumbers = list.map((way) => {
      const visitors = chain.wayVisitors.get(way) ?? 0;
      // One way for its event takes the event's share; a branch takes its part of it, from the answers and conditions.
      const alone = list.filter((other) => other.event === way.event).length === 1;
      const share = alone ? shareOf(step, way.event) : here === 0 ? 0 : visitors / here;
      const worth = figures.steps[step]?.events[way.event]?.worth?.amount ?? 0;
      revenue += visitors * (worth + revenueOf(tracking.onEvent[step]?.[way.event]));
      return { ...way, share, visitors };
    });
    const moving = wayNumbers.filter((way) => way.to !== undefined).reduce((total, way) => total + way.share, 0);
    const final = graph.nodes.find((node) => node.id === step)?.final ?? false;
    return { step, final, visits: here, ways: wayNumbers, leave: Math.max(0, 1 - moving), revenue };
  });

  const orders = numbers.filter((step) => step.final).reduce((total, step) => total + step.visits, 0);
  const revenuePerVisitor = numbers.reduce((total, step) => total + step.revenue, 0);
  return {
    currency: forecast.currency,
    visitorsPerMonth: forecast.visitors.perMonth,
    steps: numbers,
    orders,
    averageOrderValue: orders === 0 ? 0 : revenuePerVisitor / orders,
    revenuePerVisitor,
    revenuePerMonth: revenuePerVisitor * forecast.visitors.perMonth,
  };
}

/** How often, per landing visitor, the tracking plan fires `event` (an experiment's goal) or a step is entered (`step <id>`). */
export function goalRate(input: ForecastInput, numbers: FunnelNumbers, goal: string): number {
  const visitsOf = (step: string) => numbers.steps.find((candidate) => candidate.step === step)?.visits ?? 0;
  if (goal.startsWith('step ')) return visitsOf(goal.slice('step '.length));
  const tracking = compileTracking(input.funnel);
  const fires = (specs: readonly TrackSpec[] | undefined) => (specs ?? []).filter((spec) => spec.event === goal).length;
  let rate = 0;
  for (const step of numbers.steps) {
    rate += step.visits * fires(tracking.onEnter[step.step]);
    for (const way of step.ways) rate += way.visitors * fires(tracking.onEvent[step.step]?.[way.event]);
  }
  return rate;
}
