import type { Funnel } from '../../schemas/funnel.ts';
import { funnelAddress } from './funnelAddress.ts';

/** The URL of a step: the landing step at the funnel's address (/funnels/<slug>, or a client site's /), the others below it. */
export function stepUrl(funnel: Funnel, stepId: string): string {
  const path = funnel.steps[stepId]?.path ?? '';
  const base = funnelAddress(funnel);
  if (path === '') return base === '' ? '/' : base;
  return `${base}/${path}`;
}
