import site from 'virtual:site';
import type { Funnel } from '../../../schemas/funnel.ts';
import { assignVariants } from './assignVariants.ts';
import { controlAssignment, type Assignment } from './experimentIds.ts';
import { experimentTable } from './experimentTable.ts';
import { rememberVariants, visitorId } from './visitorCookies.ts';

/**
 * The variants this visit shows, chosen once when the funnel's page starts.
 * A page prerendered at a variant's own address shows that variant, so the
 * server and the hydrating browser agree; otherwise, in the browser, the
 * visitor's kept id decides (the head script has already put the visitor on
 * their page), and without a browser, or with experiments switched off in
 * content/site.json, every control.
 */
export function visitVariants(funnel: Funnel, addressed: Assignment | undefined): Assignment {
  const controls = controlAssignment(funnel);
  if (funnel.experiments.length === 0 || !site.experiments.enabled || typeof document === 'undefined') return { ...controls, ...addressed };
  const secure = window.location.protocol === 'https:';
  const id = visitorId(document, { search: window.location.search, secure, random: window.crypto });
  const assigned = assignVariants(funnel, id);
  rememberVariants(document, experimentTable(funnel).experiments, id === undefined ? undefined : assigned, secure);
  return { ...assigned, ...addressed };
}
