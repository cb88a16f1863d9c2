import type { Experiment } from '../../../schemas/experiment.ts';
import { controlAssignment, experimentId } from '../experiments/experimentIds.ts';
import { forecastFunnel, goalRate, type ForecastInput, type FunnelNumbers } from './forecastFunnel.ts';
import { visitorsPerVariant } from './sampleSize.ts';

/** A month, in days, for turning visitors a month into a test's length. */
export const DAYS_PER_MONTH = 30;

export interface VariantNumbers {
  id: string;
  weight: number;
  numbers: FunnelNumbers;
  /** The goal per visitor shown the experiment's step. */
  goalRate: number;
  /** Relative to the control's goal rate: 0.1 is 10% more; 0 for the control. */
  lift: number;
  /** Visitors per variant to detect this lift (two-sided, α = 0.05, power 0.8); Infinity with no lift; undefined for the control. */
  visitorsNeeded: number | undefined;
}

export interface SplitTestNumbers {
  id: string;
  name: string;
  step: string;
  goal: string;
  variants: VariantNumbers[];
  /** Visitors a day reaching the experiment's step, at the funnel's traffic. */
  visitorsPerDay: number;
  /** Days until every variant has its sample, each getting its weight of the step's visitors; Infinity when a variant shows no lift. */
  days: number;
}

/**
 * An experiment's forecast: each variant's numbers (with its own figures),
 * its expected goal rate among the visitors shown the step, the lift over
 * the control, and how many visitors and days a test needs to detect it.
 */
export function splitTestNumbers(input: ForecastInput, experiment: Experiment): SplitTestNumbers {
  const id = experimentId(input.funnel, experiment);
  const goal = 'event' in experiment.goal ? experiment.goal.event : `step ${experiment.goal.step}`;
  const base = controlAssignment(input.funnel);
  const perVariant = experiment.variants.map((variant) => {
    const numbers = forecastFunnel({ ...input, variants: { ...base, [id]: variant.id } });
    const shown = numbers.steps.find((step) => step.step === experiment.step)?.visits ?? 0;
    return { variant, numbers, shown, rate: shown === 0 ? 0 : goalRate(input, numbers, goal) / shown };
  });
  const control = perVariant[0];
  const controlRate = control?.rate ?? 0;
  const variants = perVariant.map(({ variant, numbers, rate }, index) => ({
    id: variant.id,
    weight: variant.weight,
    numbers,
    goalRate: rate,
    lift: controlRate === 0 ? 0 : rate / controlRate - 1,
    visitorsNeeded: index === 0 ? undefined : visitorsPerVariant(controlRate, Math.min(1, rate)),
  }));
  const visitorsPerDay = ((control?.shown ?? 0) * input.forecast.visitors.perMonth) / DAYS_PER_MONTH;
  // The control needs as many as the variant it is compared with; each group fills at its weight of the step's traffic.
  const needed = Math.max(0, ...variants.map((variant) => variant.visitorsNeeded ?? 0));
  const days = Math.max(
    ...variants.map((variant) => (visitorsPerDay === 0 ? Number.POSITIVE_INFINITY : Math.ceil(needed / ((visitorsPerDay * variant.weight) / 100)))),
  );
  return { id, name: experiment.name, step: experiment.step, goal, variants, visitorsPerDay, days };
}
