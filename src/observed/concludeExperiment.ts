import type { Experiment } from '../../schemas/experiment.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { experimentId } from '../engine/experiments/experimentIds.ts';
import { splitTestNumbers } from '../engine/forecast/splitTestNumbers.ts';
import type { MachineGraph } from '../engine/machineGraph.ts';
import { meanInterval, relativeLift, sampleRatio, wilson } from './statistics.ts';
import { pValueText } from './pValueText.ts';

/** One variant's visitors as the export shows them. */
export interface VariantCount {
  visitors: number;
  conversions: number;
  revenue: number;
  revenueSquares: number;
}

export interface ObservedVariant {
  id: string;
  weight: number;
  visitors: number;
  conversions: number;
  rate: number;
  rateLow: number;
  rateHigh: number;
  /** Against the control's rate, with its 95% interval and p-value; null for the control. */
  lift: number | null;
  low: number | null;
  high: number | null;
  pValue: number | null;
  revenuePerVisitor: number;
  revenueLow: number;
  revenueHigh: number;
}

export interface ObservedExperiment {
  id: string;
  step: string;
  goal: string;
  srm: { chiSquare: number; pValue: number; mismatch: boolean };
  /** The plain-words conclusion. */
  verdict: string;
  /** keep-collecting, mismatch, variant-wins, control-wins or no-difference: for tools. */
  outcome: 'keep-collecting' | 'mismatch' | 'variant-wins' | 'control-wins' | 'no-difference';
  /** Visitors a variant still needs, by the forecast's power calculation; 0 once there. */
  moreVisitorsPerVariant: number | null;
  variants: ObservedVariant[];
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const whole = (count: number) => Math.round(count).toLocaleString('en-US');

/**
 * A split test concluded from its visitors: the sample-ratio check against
 * the configured weights, each variant's goal rate and revenue a visitor,
 * the lift of each over the control, and a verdict. The test runs to the
 * sample the forecast's power calculation set (80% power for the lift it
 * forecasts, α = 0.05) before anything is called, as a fixed-horizon test
 * must: a p-value read every day until it dips below 0.05 finds winners that
 * are not. A mismatched split is reported before any result, since a lost or
 * misrouted share of visitors biases every rate.
 */
export function concludeExperiment(funnel: Funnel, graph: MachineGraph, experiment: Experiment, counts: ReadonlyMap<string, VariantCount>): ObservedExperiment {
  const id = experimentId(funnel, experiment);
  const goal = 'event' in experiment.goal ? experiment.goal.event : `step ${experiment.goal.step}`;
  const countOf = (variant: string): VariantCount => counts.get(variant) ?? { visitors: 0, conversions: 0, revenue: 0, revenueSquares: 0 };
  const control = countOf(experiment.variants[0]?.id ?? '');
  const controlRate = control.visitors === 0 ? 0 : control.conversions / control.visitors;
  const variants: ObservedVariant[] = experiment.variants.map((variant, index) => {
    const count = countOf(variant.id);
    const rate = count.visitors === 0 ? 0 : count.conversions / count.visitors;
    const interval = wilson(count.conversions, count.visitors);
    const revenue = meanInterval(count.revenue, count.revenueSquares, count.visitors);
    const lift =
      index === 0
        ? undefined
        : relativeLift({ mean: controlRate, variance: controlRate * (1 - controlRate), n: control.visitors }, { mean: rate, variance: rate * (1 - rate), n: count.visitors });
    const finite = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? null : value);
    return {
      id: variant.id,
      weight: variant.weight,
      visitors: count.visitors,
      conversions: count.conversions,
      rate,
      rateLow: interval.low,
      rateHigh: interval.high,
      lift: finite(lift?.lift),
      low: finite(lift?.low),
      high: finite(lift?.high),
      pValue: finite(lift?.pValue),
      revenuePerVisitor: revenue.mean,
      revenueLow: revenue.low,
      revenueHigh: revenue.high,
    };
  });
  const srm = sampleRatio(
    variants.map((variant) => variant.visitors),
    variants.map((variant) => variant.weight),
  );
  const base = { id, step: experiment.step, goal, srm, variants };
  if (srm.mismatch) {
    const split = variants.map((variant) => `${variant.id} ${whole(variant.visitors)} (configured ${String(variant.weight)}%)`).join(', ');
    return {
      ...base,
      outcome: 'mismatch',
      moreVisitorsPerVariant: null,
      verdict: `sample ratio mismatch (${pValueText(srm.pValue)}): ${split}. Visitors are not split as configured, so no rate here can be trusted; find where they are lost before reading the result`,
    };
  }
  const planned = funnel.forecast === undefined ? undefined : splitTestNumbers({ funnel, graph, forecast: funnel.forecast }, experiment);
  const needed = Math.max(0, ...(planned?.variants.map((variant) => variant.visitorsNeeded ?? 0) ?? [0]));
  const fewest = Math.min(...variants.map((variant) => variant.visitors));
  if (Number.isFinite(needed) && fewest < needed) {
    const more = needed - fewest;
    const perDay = planned === undefined ? 0 : Math.min(...planned.variants.map((variant) => (planned.visitorsPerDay * variant.weight) / 100));
    const days = perDay > 0 ? `, about ${whole(Math.ceil(more / perDay))} more days at the forecast's traffic` : '';
    return {
      ...base,
      outcome: 'keep-collecting',
      moreVisitorsPerVariant: more,
      verdict: `keep collecting: ${whole(more)} more visitors a variant${days} (the forecast's power calculation needs ${whole(needed)} a variant to see the lift it expects; the fewest has ${whole(fewest)})`,
    };
  }
  const winners = variants.filter((variant) => variant.pValue !== null && variant.pValue < 0.05 && (variant.lift ?? 0) > 0).sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0));
  const losers = variants.filter((variant) => variant.pValue !== null && variant.pValue < 0.05 && (variant.lift ?? 0) < 0);
  const best = winners[0];
  const described = (variant: ObservedVariant) =>
    `${percent(variant.rate)} against the control's ${percent(controlRate)}, a lift of ${percent(variant.lift ?? 0)} (95% interval ${percent(variant.low ?? 0)} to ${percent(variant.high ?? 0)}, ${pValueText(variant.pValue ?? 1)})`;
  if (best !== undefined) return { ...base, outcome: 'variant-wins', moreVisitorsPerVariant: 0, verdict: `${best.id} wins: ${goal} ${described(best)}` };
  if (losers.length === variants.length - 1 && losers.length > 0) {
    return { ...base, outcome: 'control-wins', moreVisitorsPerVariant: 0, verdict: `the control wins: ${losers.map((variant) => `${variant.id} ${described(variant)}`).join('; ')}` };
  }
  return {
    ...base,
    outcome: 'no-difference',
    moreVisitorsPerVariant: 0,
    verdict: `no difference worth the change: ${variants
      .slice(1)
      .map((variant) => `${variant.id} ${described(variant)}`)
      .join('; ')}; keep the control`,
  };
}
