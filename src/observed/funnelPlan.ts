import type { Funnel } from '../../schemas/funnel.ts';
import type { Assignment } from '../engine/experiments/experimentIds.ts';
import { allAssignments } from '../engine/experiments/allAssignments.ts';
import { figuresFor } from '../engine/forecast/figuresFor.ts';
import { forecastFunnel, type FunnelNumbers } from '../engine/forecast/forecastFunnel.ts';
import { stepWays, variantGuard, waysFor } from '../engine/forecast/stepWays.ts';
import { graphOf } from '../engine/graphOf.ts';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import type { MachineGraph } from '../engine/machineGraph.ts';
import { compileTracking } from '../engine/tracking/compileTracking.ts';

/** A way out of a step as an export can see it: its event and where it leads (undefined: it stays), whatever guard picked the branch. */
export interface SeenWay {
  event: string;
  to: string | undefined;
}

export const wayId = (step: string, way: SeenWay): string => `${step} ${way.event} ${way.to ?? '-'}`;

/** What the forecast expects, mixed over the variants by their weights, as an export of every visitor shows it. */
export interface MixedForecast {
  /** By wayId: the share of the step's visitors who take it. */
  ways: Map<string, number>;
  /** By `step question answer`: the share of those answering who pick it. */
  answers: Map<string, number>;
  orders: number;
  averageOrderValue: number;
  revenuePerVisitor: number;
}

/** Everything about a funnel the reading of its export needs, read once from its machine, tracking plan and forecast. */
export interface FunnelPlan {
  funnel: Funnel;
  graph: MachineGraph;
  /** By step, in the file's order: its ways on any variant, the branches of one event to one step taken as one way. */
  ways: Map<string, SeenWay[]>;
  /** By `step EVENT`: the GA4 events the tracking plan fires when the step takes that event. */
  planEvents: Map<string, Set<string>>;
  /** By `step EVENT`: what one such event is worth where the forecast prices it (a booking). */
  worth: Map<string, number>;
  forecast: MixedForecast | undefined;
}

/** Each way of visits on every combination of variants, with that combination's share of visitors (the product of its weights). */
function weightedAssignments(funnel: Funnel): { variants: Assignment; weight: number }[] {
  return allAssignments(funnel).map((variants) => ({
    variants,
    weight: funnel.experiments.reduce((product, experiment) => {
      const id = variants[`${funnel.slug}.${experiment.name}`];
      return product * ((experiment.variants.find((variant) => variant.id === id)?.weight ?? 0) / 100);
    }, 1),
  }));
}

function mixedForecast(funnel: Funnel, graph: MachineGraph): MixedForecast | undefined {
  const forecast = funnel.forecast;
  if (forecast === undefined) return undefined;
  const wayVisitors = new Map<string, number>();
  const stepVisits = new Map<string, number>();
  const answers = new Map<string, number>();
  let orders = 0;
  let revenue = 0;
  for (const { variants, weight } of weightedAssignments(funnel)) {
    const numbers: FunnelNumbers = forecastFunnel({ funnel, graph, forecast, variants });
    for (const step of numbers.steps) {
      stepVisits.set(step.step, (stepVisits.get(step.step) ?? 0) + weight * step.visits);
      for (const way of step.ways) {
        const id = wayId(step.step, way);
        wayVisitors.set(id, (wayVisitors.get(id) ?? 0) + weight * way.visitors);
      }
    }
    for (const [step, figures] of Object.entries(figuresFor(funnel, forecast, variants).steps)) {
      for (const [question, options] of Object.entries(figures.answers ?? {})) {
        for (const [answer, figure] of Object.entries(options)) {
          const key = `${step} ${question} ${answer}`;
          answers.set(key, (answers.get(key) ?? 0) + weight * figure.share);
        }
      }
    }
    orders += weight * numbers.orders;
    revenue += weight * numbers.revenuePerVisitor;
  }
  const ways = new Map([...wayVisitors].map(([id, visitors]) => {
    const visits = stepVisits.get(id.split(' ')[0] ?? '') ?? 0;
    return [id, visits === 0 ? 0 : visitors / visits];
  }));
  return { ways, answers, orders, revenuePerVisitor: revenue, averageOrderValue: orders === 0 ? 0 : revenue / orders };
}

export function funnelPlan(funnel: Funnel): FunnelPlan {
  const graph = graphOf(createFunnelMachine(funnel));
  const all = stepWays(graph);
  const guards = new Set(funnel.experiments.flatMap((experiment) => experiment.variants.map((variant) => variantGuard(variant.id))));
  const ways = new Map<string, SeenWay[]>();
  for (const step of Object.keys(funnel.steps)) {
    const seen: SeenWay[] = [];
    // Every variant's ways: a visit on any of them may take its own.
    for (const variants of [new Set<string>(), ...[...guards].map((guard) => new Set([guard]))]) {
      for (const way of waysFor(all.get(step) ?? [], variants)) if (!seen.some((known) => known.event === way.event && known.to === way.to)) seen.push({ event: way.event, to: way.to });
    }
    ways.set(step, seen);
  }
  const planEvents = new Map<string, Set<string>>();
  for (const [step, byEvent] of Object.entries(compileTracking(funnel).onEvent)) {
    for (const [event, specs] of Object.entries(byEvent)) planEvents.set(`${step} ${event}`, new Set(specs.map((spec) => spec.event)));
  }
  const worth = new Map<string, number>();
  for (const [step, figures] of Object.entries(funnel.forecast?.steps ?? {})) {
    for (const [event, figure] of Object.entries(figures.events)) if (figure.worth !== undefined) worth.set(`${step} ${event}`, figure.worth.amount);
  }
  return { funnel, graph, ways, planEvents, worth, forecast: mixedForecast(funnel, graph) };
}
