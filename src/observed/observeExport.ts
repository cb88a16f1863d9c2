import type { Funnel } from '../../schemas/funnel.ts';
import { experimentId } from '../engine/experiments/experimentIds.ts';
import { concludeExperiment, type ObservedExperiment, type VariantCount } from './concludeExperiment.ts';
import { funnelPlan, type FunnelPlan, wayId } from './funnelPlan.ts';
import type { ExportRead } from './exportRead.ts';
import { readJourney, type PlacedEvent, type SiteRoutes } from './readJourney.ts';
import { meanInterval, wilson } from './statistics.ts';
import { emptyTally, readVisit, type Tally, tallyVisit } from './tallyVisit.ts';

/** An observed share beside the forecast's, with its 95% interval; `outside` when the forecast is not in it. */
export interface ObservedShare {
  visitors: number;
  share: number;
  low: number;
  high: number;
  forecast: number | null;
  outside: boolean | null;
}

export interface ObservedWay extends ObservedShare {
  event: string;
  /** The step it leads to; null for an event that stays on the step (a newsletter). */
  to: string | null;
}

export interface ObservedAnswer extends ObservedShare {
  question: string;
  answer: string;
}

export interface ObservedStep {
  step: string;
  visitors: number;
  ways: ObservedWay[];
  answers: ObservedAnswer[];
}

export interface ObservedFunnel {
  slug: string;
  visitors: number;
  steps: ObservedStep[];
  orders: ObservedShare;
  averageOrder: { value: number; forecast: number | null };
  revenuePerVisitor: { value: number; low: number; high: number; forecast: number | null; outside: boolean | null };
  /** Moves between steps no arrow makes: Back, a typed address, a link from elsewhere. */
  otherMoves: number;
  experiments: ObservedExperiment[];
}

export interface ObservedReport {
  from: string | null;
  to: string | null;
  events: number;
  /** GA4's own first_visit, session_start, user_engagement and scroll events: read, and part of no step. */
  automatic: number;
  /** Rows `npm run simulate` invented (stream_id `simulated`): when above 0, the report is of simulated visitors, and says so wherever it is shown. */
  simulated: number;
  funnels: ObservedFunnel[];
  skipped: Record<string, number>;
}

/** Everyone's tally, a tally per combination of variants (for --calibrate), and each experiment's variants. */
export interface FunnelCounts {
  plan: FunnelPlan;
  all: Tally;
  /** By the visitor's variants, JSON of { experiment id: variant, or null for one shown two }, `{}` for a visitor shown none. */
  groups: Map<string, Tally>;
  experiments: Map<string, Map<string, VariantCount>>;
}

function share(visitors: number, of: number, forecast: number | undefined): ObservedShare {
  const interval = wilson(visitors, of);
  return {
    visitors,
    share: of === 0 ? 0 : visitors / of,
    ...interval,
    forecast: forecast ?? null,
    outside: forecast === undefined || of === 0 ? null : forecast < interval.low || forecast > interval.high,
  };
}

const SKIP_VARIANTS = 'a visitor shown two variants of one experiment (left out of its test)';

/** The funnel's visitors counted, journey by journey, each journey as many times as visitors made it. */
export function countFunnels(read: ExportRead, site: SiteRoutes, only: string | undefined, skipped: Map<string, number>): Map<string, FunnelCounts> {
  const counts = new Map<string, FunnelCounts>();
  const countsOf = (funnel: Funnel): FunnelCounts => {
    let found = counts.get(funnel.slug);
    if (found === undefined) {
      found = { plan: funnelPlan(funnel), all: emptyTally(), groups: new Map(), experiments: new Map() };
      counts.set(funnel.slug, found);
    }
    return found;
  };
  // In one order whatever order the engine returned them in, so that two reads of one export, or DuckDB's
  // read and BigQuery's, add revenue up in the same order and give the same report to the last digit.
  const journeys = [...read.journeys].sort((a, b) => (a.journey < b.journey ? -1 : a.journey > b.journey ? 1 : 0));
  for (const { journey, visitors } of journeys) {
    const { events, skipped: reasons } = readJourney(journey, site, only);
    for (const [reason, count] of reasons) skipped.set(reason, (skipped.get(reason) ?? 0) + count * visitors);
    const bySlug = new Map<string, PlacedEvent[]>();
    for (const event of events) bySlug.set(event.slug, [...(bySlug.get(event.slug) ?? []), event]);
    for (const [slug, funnelEvents] of bySlug) {
      const funnel = site.funnels.find((candidate) => candidate.slug === slug);
      if (funnel === undefined) continue;
      const found = countsOf(funnel);
      const visit = readVisit(funnelEvents, found.plan);
      tallyVisit(found.all, visit, visitors);
      const shown: Record<string, string> = {};
      const conflicting = new Set<string>();
      for (const event of funnelEvents) {
        for (const [experiment, variant] of Object.entries(event.variants ?? {})) {
          if (shown[experiment] !== undefined && shown[experiment] !== variant) conflicting.add(experiment);
          shown[experiment] = variant;
        }
      }
      if (conflicting.size > 0) skipped.set(SKIP_VARIANTS, (skipped.get(SKIP_VARIANTS) ?? 0) + visitors);
      // A visitor shown two variants of a test is neither's: null, which --calibrate counts for no variant.
      const key = JSON.stringify(Object.fromEntries(Object.entries(shown).map(([experiment, variant]) => [experiment, conflicting.has(experiment) ? null : variant]).sort()));
      const group = found.groups.get(key) ?? emptyTally();
      tallyVisit(group, visit, visitors);
      found.groups.set(key, group);
      for (const experiment of funnel.experiments) {
        const id = experimentId(funnel, experiment);
        const variant = shown[id];
        if (variant === undefined || conflicting.has(id)) continue;
        const byVariant = found.experiments.get(id) ?? new Map<string, VariantCount>();
        const count = byVariant.get(variant) ?? { visitors: 0, conversions: 0, revenue: 0, revenueSquares: 0 };
        const converted = 'event' in experiment.goal ? visit.fired.has(experiment.goal.event) : visit.steps.has(experiment.goal.step);
        count.visitors += visitors;
        if (converted) count.conversions += visitors;
        count.revenue += visit.revenue * visitors;
        count.revenueSquares += visit.revenue * visit.revenue * visitors;
        byVariant.set(variant, count);
        found.experiments.set(id, byVariant);
      }
    }
  }
  return counts;
}

/** A funnel's report from its counts: every step's ways and answers beside the forecast, orders and revenue, and its split tests concluded. */
export function reportFunnel(counts: FunnelCounts): ObservedFunnel {
  const { plan, all } = counts;
  const forecast = plan.forecast;
  const steps: ObservedStep[] = [];
  for (const [step, ways] of plan.ways) {
    const visitors = all.steps.get(step) ?? 0;
    if (ways.length === 0 && visitors === 0) continue;
    const answers: ObservedAnswer[] = [];
    for (const [key, count] of [...all.answers].sort(([a], [b]) => a.localeCompare(b))) {
      const [answerStep, question = '', answer = ''] = key.split(' ');
      if (answerStep !== step) continue;
      answers.push({ question, answer, ...share(count, all.questions.get(`${step} ${question}`) ?? 0, forecast?.answers.get(key)) });
    }
    steps.push({
      step,
      visitors,
      ways: ways.map((way) => ({ event: way.event, to: way.to ?? null, ...share(all.ways.get(wayId(step, way)) ?? 0, visitors, forecast?.ways.get(wayId(step, way))) })),
      answers,
    });
  }
  const revenue = meanInterval(all.revenue, all.revenueSquares, all.visitors);
  const rpvForecast = forecast?.revenuePerVisitor;
  return {
    slug: plan.funnel.slug,
    visitors: all.visitors,
    steps,
    orders: share(all.orders, all.visitors, forecast === undefined ? undefined : Math.min(1, forecast.orders)),
    averageOrder: { value: all.orders === 0 ? 0 : all.revenue / all.orders, forecast: forecast?.averageOrderValue ?? null },
    revenuePerVisitor: {
      value: revenue.mean,
      low: revenue.low,
      high: revenue.high,
      forecast: rpvForecast ?? null,
      outside: rpvForecast === undefined || all.visitors === 0 ? null : rpvForecast < revenue.low || rpvForecast > revenue.high,
    },
    otherMoves: all.otherMoves,
    experiments: plan.funnel.experiments.map((experiment) =>
      concludeExperiment(plan.funnel, plan.graph, experiment, counts.experiments.get(experimentId(plan.funnel, experiment)) ?? new Map()),
    ),
  };
}

const isoDate = (compact: string | undefined) => (compact === undefined || compact.length !== 8 ? null : `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`);

/** The whole report: each funnel the export has visitors for (or the one asked for), and every row read past, by reason. */
export function observeExport(read: ExportRead, site: SiteRoutes, only?: string): { report: ObservedReport; counts: Map<string, FunnelCounts> } {
  const skipped = new Map(Object.entries(read.skipped));
  const counts = countFunnels(read, site, only, skipped);
  if (only !== undefined && !counts.has(only)) {
    const funnel = site.funnels.find((candidate) => candidate.slug === only);
    if (funnel !== undefined) counts.set(only, { plan: funnelPlan(funnel), all: emptyTally(), groups: new Map(), experiments: new Map() });
  }
  const order = site.funnels.map((funnel) => funnel.slug);
  const funnels = [...counts.values()].sort((a, b) => order.indexOf(a.plan.funnel.slug) - order.indexOf(b.plan.funnel.slug)).map(reportFunnel);
  const report: ObservedReport = {
    from: isoDate(read.firstDate),
    to: isoDate(read.lastDate),
    events: read.events,
    automatic: read.automatic,
    simulated: read.simulated,
    funnels,
    skipped: Object.fromEntries([...skipped].sort(([reasonA, a], [reasonB, b]) => b - a || (reasonA < reasonB ? -1 : 1))),
  };
  return { report, counts };
}
