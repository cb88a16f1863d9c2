import type { Funnel } from '../../../schemas/funnel.ts';
import { experimentId, type Assignment } from './experimentIds.ts';

/*
 * A module of its own, not in experimentIds.ts: a funnel page loads that one first, and this is needed only by
 * the flow view's forecast (its own chunk) and by tests.
 */

/** Every way a visit can fall: each combination of one variant per experiment, the controls first. */
export function allAssignments(funnel: Pick<Funnel, 'slug' | 'experiments'>): Assignment[] {
  return funnel.experiments.reduce<Assignment[]>(
    (done, experiment) => done.flatMap((prefix) => experiment.variants.map((variant) => ({ ...prefix, [experimentId(funnel, experiment)]: variant.id }))),
    [{}],
  );
}
