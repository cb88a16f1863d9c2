import type { Funnel } from '../../../schemas/funnel.ts';
import { assignFromTable } from './assignFromTable.ts';
import type { Assignment } from './experimentIds.ts';
import { experimentTable } from './experimentTable.ts';

/** Each of the funnel's experiments on the variant this visitor's id hashes to; the controls when there is no id. */
export function assignVariants(funnel: Funnel, visitorId: string | undefined): Assignment {
  return assignFromTable(experimentTable(funnel), visitorId);
}
