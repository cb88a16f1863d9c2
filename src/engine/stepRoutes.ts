import type { Funnel } from '../../schemas/funnel.ts';
import { experimentId, type Assignment } from './experiments/experimentIds.ts';
import { experimentsOn } from './experiments/variantStep.ts';
import { answersAtPath } from './conditions/answerPaths.ts';
import { funnelAddress } from './funnelAddress.ts';

/** A step a URL names and, at a variant's own address (order/b), the variants that address shows; at an answer page, its answers. */
export interface AddressedStep {
  stepId: string;
  variants: Assignment | undefined;
  answers?: Record<string, string> | undefined;
}

/** The step a URL rest (after /funnels/<slug>/) names, with the variants of a variant's address; undefined for an unknown step. */
export function stepAtPath(funnel: Funnel, rest: string): AddressedStep | undefined {
  const path = rest.replace(/\/+$/, '');
  const exact = Object.keys(funnel.steps).find((id) => funnel.steps[id]?.path === path);
  if (exact !== undefined) return { stepId: exact, variants: undefined };
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    // A step whose page depends on earlier answers has one below its own per combination (answerPages).
    const prefix = step.path === '' ? '' : `${step.path}/`;
    const answers = path.startsWith(prefix) ? answersAtPath(funnel, stepId, path.slice(prefix.length).split('/')) : undefined;
    if (answers !== undefined) return { stepId, variants: undefined, answers };
  }
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    const experiments = experimentsOn(funnel, stepId);
    if (experiments.length === 0) continue;
    const prefix = step.path === '' ? '' : `${step.path}/`;
    if (!path.startsWith(prefix)) continue;
    const ids = path.slice(prefix.length).split('/');
    if (ids.length !== experiments.length) continue;
    const known = experiments.every((experiment, index) => experiment.variants.some((variant) => variant.id === ids[index]));
    const allControls = experiments.every((experiment, index) => experiment.variants[0]?.id === ids[index]);
    // The controls live at the step's own address only, so that a page has one address.
    if (known && !allControls) {
      return { stepId, variants: Object.fromEntries(experiments.map((experiment, index) => [experimentId(funnel, experiment), ids[index] ?? ''])) };
    }
  }
  return undefined;
}

/** The step a URL rest (after /funnels/<slug>/) names, or undefined for an unknown step. */
export function stepIdForPath(funnel: Funnel, rest: string): string | undefined {
  return stepAtPath(funnel, rest)?.stepId;
}

/** The step of this funnel an address names, or undefined when the address is not one of its steps. */
export function stepForAddress(funnel: Funnel, pathname: string): string | undefined {
  const base = funnelAddress(funnel);
  if (base === '') return pathname.startsWith('/') ? stepIdForPath(funnel, pathname.slice(1)) : undefined;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  return stepIdForPath(funnel, pathname.slice(base.length + 1));
}
