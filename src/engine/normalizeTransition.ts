import type { Transition } from '../../schemas/funnel.ts';

export interface NormalizedTransition {
  target?: string | undefined;
  delay?: string | undefined;
  flag?: string | undefined;
}

/**
 * A transition written as a bare step id is shorthand for `{ target }`. A
 * list of branches has no one target (nor a delay): transitionBranches
 * gives each of its branches.
 */
export function normalizeTransition(transition: Transition): NormalizedTransition {
  if (Array.isArray(transition)) return {};
  return typeof transition === 'string' ? { target: transition } : transition;
}
