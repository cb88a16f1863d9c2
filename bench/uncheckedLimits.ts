import type { Budget } from './budget.ts';
import { formatSlowdown } from './format.ts';

/** Which parts of the measurement a run made: --slowdowns and --no-scripts-check leave some out. */
export interface Measured {
  readonly slowdowns: readonly number[];
  readonly scriptsCheck: boolean;
}

/**
 * The limits of the budget a run could not check, each with the option that left it out, so that a
 * cheaper run's "pass" is never read as the whole budget's.
 */
export function uncheckedLimits(budget: Budget, measured: Measured): string[] {
  const unchecked = budget.minSlowerPerformance
    .filter(({ slowdown }) => !measured.slowdowns.includes(slowdown))
    .map(({ slowdown, minPerformance }) => `performance ≥ ${minPerformance} at ${formatSlowdown(slowdown)} (not in --slowdowns)`);
  if (!measured.scriptsCheck) unchecked.push(`scripts add ≤ ${budget.maxScriptsTbtMs} ms of TBT (--no-scripts-check)`);
  return unchecked;
}
