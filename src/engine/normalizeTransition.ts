import type { Transition } from '../../schemas/funnel.ts';

export interface NormalizedTransition {
  target?: string | undefined;
  delay?: string | undefined;
  flag?: string | undefined;
}

/** A transition written as a bare step id is shorthand for `{ target }`. */
export function normalizeTransition(transition: Transition): NormalizedTransition {
  return typeof transition === 'string' ? { target: transition } : transition;
}
