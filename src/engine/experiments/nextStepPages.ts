import type { AnyStateMachine } from 'xstate';
import type { Funnel } from '../../../schemas/funnel.ts';
import { reachableSteps } from '../reachableSteps.ts';
import { stepUrl } from '../stepUrl.ts';
import { variantPages } from './variantAddresses.ts';

/** A step the machine can show next, and the pages a visitor may be sent to for it. */
export interface NextStepPages {
  readonly step: string;
  /** The step's own page; or, where a split test runs on it, one page per variant, since any visitor may get any. */
  readonly pages: readonly string[];
  readonly splitTest: boolean;
}

/**
 * The pages of the steps `machine` can show next from `step` (reachableSteps).
 * One answer for the two things built from it: which pages are fetched ahead
 * (the Speculation Rules) and which step pages carry the split-test head
 * script that sends an early tap to the visitor's variant.
 */
export function nextStepPages(funnel: Funnel, machine: AnyStateMachine, step: string, { experiments }: { experiments: boolean }): NextStepPages[] {
  return reachableSteps(machine, step).map((next) => {
    const variants = experiments ? variantPages(funnel, next) : [];
    return variants.length === 0
      ? { step: next, pages: [stepUrl(funnel, next)], splitTest: false }
      : { step: next, pages: variants.map((page) => page.path), splitTest: true };
  });
}
