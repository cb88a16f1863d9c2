import type { Funnel } from '../../../schemas/funnel.ts';
import { stepUrl } from '../stepUrl.ts';
import { type Assignment, experimentId } from './experimentIds.ts';
import { experimentsOn } from './variantStep.ts';

/** One prerendered page of a step an experiment runs on: which variants it shows and where it lives. */
export interface VariantPage {
  stepId: string;
  /** The variants of the step's experiments this page shows, by experiment id. */
  variants: Assignment;
  /** The step's own address for the controls; below it, one segment per experiment, for any other combination. */
  path: string;
  control: boolean;
}

/** Every combination of one variant per experiment: [[a], [b]] for one experiment, the product for several. */
function combinations<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((done, list) => done.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

/**
 * Every page the step's experiments need, the control first. With one
 * experiment the variant b of /funnels/skincare/order is at
 * /funnels/skincare/order/b; with two on a step, each has its segment
 * (/order/control/c), so every combination has an address of its own.
 */
export function variantPages(funnel: Funnel, stepId: string): VariantPage[] {
  const experiments = experimentsOn(funnel, stepId);
  if (experiments.length === 0) return [];
  const base = stepUrl(funnel, stepId);
  return combinations(experiments.map((experiment) => experiment.variants.map((variant) => variant.id))).map((ids) => {
    const control = ids.every((id, index) => id === experiments[index]?.variants[0]?.id);
    return {
      stepId,
      variants: Object.fromEntries(experiments.map((experiment, index) => [experimentId(funnel, experiment), ids[index] ?? ''])),
      path: control ? base : `${base}/${ids.join('/')}`,
      control,
    };
  });
}

/** Every variant page of the funnel, controls included. */
export function allVariantPages(funnel: Funnel): VariantPage[] {
  return Object.keys(funnel.steps).flatMap((stepId) => variantPages(funnel, stepId));
}

/** The page of a step that shows what `assignment` gives its experiments (an experiment it leaves out on its control). */
export function variantPath(funnel: Funnel, stepId: string, assignment: Assignment): string {
  const pages = variantPages(funnel, stepId);
  const controls = pages[0]?.variants ?? {};
  const wanted = (experiment: string) => assignment[experiment] ?? controls[experiment];
  const page = pages.find((candidate) => Object.entries(candidate.variants).every(([experiment, variant]) => wanted(experiment) === variant));
  return page?.path ?? stepUrl(funnel, stepId);
}

/** Where the head script of a funnel's split tests is served; the build writes it there. */
export function experimentScriptPath(slug: string): string {
  return `/experiments/${slug}.js`;
}
