import type { Funnel } from '../../../schemas/funnel.ts';
import { experimentId } from './experimentIds.ts';
import { allVariantPages } from './variantAddresses.ts';

/**
 * A funnel's experiments as the code that runs before a page paints needs
 * them (the head script, the Cloudflare worker): plain data, written into
 * those files at build time, so they read no config.
 */
export interface ExperimentTable {
  experiments: { id: string; variants: string[]; weights: number[] }[];
  /** Every page of a step an experiment runs on, the variants it shows, by its address. */
  pages: { path: string; step: string; variants: Record<string, string>; control: boolean }[];
}

export function experimentTable(funnel: Funnel): ExperimentTable {
  return {
    experiments: funnel.experiments.map((experiment) => ({
      id: experimentId(funnel, experiment),
      variants: experiment.variants.map((variant) => variant.id),
      weights: experiment.variants.map((variant) => variant.weight),
    })),
    pages: allVariantPages(funnel).map((page) => ({ path: page.path, step: page.stepId, variants: { ...page.variants }, control: page.control })),
  };
}
