import type { Funnel } from '../../../schemas/funnel.ts';
import { experimentId, type Assignment, controlAssignment } from './experimentIds.ts';
import { pickVariant } from './pickVariant.ts';

/** Each of the funnel's experiments on the variant this visitor's id hashes to; the controls when there is no id. */
export function assignVariants(funnel: Pick<Funnel, 'slug' | 'experiments'>, visitorId: string | undefined): Assignment {
  if (visitorId === undefined) return controlAssignment(funnel);
  return Object.fromEntries(
    funnel.experiments.map((experiment) => {
      const id = experimentId(funnel, experiment);
      const index = pickVariant(visitorId, id, experiment.variants.map((variant) => variant.weight));
      return [id, experiment.variants[index]?.id ?? ''];
    }),
  );
}
