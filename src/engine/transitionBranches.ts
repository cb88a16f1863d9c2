import type { Transition } from '../../schemas/funnel.ts';
import type { Condition } from '../../schemas/condition.ts';

export interface NormalizedBranch {
  /** Undefined for a branch always taken: a plain transition, or a list's fallback. */
  condition: Condition | undefined;
  target: string | undefined;
  delay: string | undefined;
  flag: string | undefined;
}

/** Every transition as the list of branches it is: a plain one is a single branch without a condition. */
export function transitionBranches(transition: Transition): NormalizedBranch[] {
  if (typeof transition === 'string') return [{ condition: undefined, target: transition, delay: undefined, flag: undefined }];
  if (Array.isArray(transition)) return transition.map((branch) => ({ condition: branch.if, target: branch.target, delay: undefined, flag: branch.flag }));
  return [{ condition: undefined, target: transition.target, delay: transition.delay, flag: transition.flag }];
}

/** Whether the transition is a list of branches, so the event may lead to more than one step. */
export function isBranchList(transition: Transition): boolean {
  return Array.isArray(transition);
}
