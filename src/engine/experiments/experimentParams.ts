import type { Assignment } from './experimentIds.ts';

/** The prefix of every exp_variant_string this site writes: GA4 asks for a tool id, then experiment, then variant. */
export const EXPERIMENT_TOOL_ID = 'FNL';

/** The parameters that tie an event to the experiments it ran under, never items of an ecommerce payload. */
export const EXPERIMENT_PARAM_NAMES = ['experiment_id', 'variant_id', 'exp_variant_string'] as const;

/**
 * GA4's parameters for the experiments of a visit: `experiment_id` and
 * `variant_id` as custom dimensions, and `exp_variant_string` in the
 * XXX-YYYY-ZZZZ form GA4's experiment integration guide asks for (tool,
 * experiment, variant), from which GA4 builds an audience per variant. A
 * funnel with several experiments lists them comma-separated, in the same
 * order in all three. None when the funnel runs no experiment.
 */
export function experimentParams(assignment: Assignment): Record<string, string> {
  const entries = Object.entries(assignment);
  if (entries.length === 0) return {};
  return {
    experiment_id: entries.map(([experiment]) => experiment).join(','),
    variant_id: entries.map(([, variant]) => variant).join(','),
    exp_variant_string: entries.map(([experiment, variant]) => `${EXPERIMENT_TOOL_ID}-${experiment}-${variant}`).join(','),
  };
}
