import type { Funnel } from '../../schemas/funnel.ts';

/** The URL of a step: the landing step at /funnels/<slug>, the others below it. */
export function stepUrl(funnel: Funnel, stepId: string): string {
  const path = funnel.steps[stepId]?.path ?? '';
  return path === '' ? `/funnels/${funnel.slug}` : `/funnels/${funnel.slug}/${path}`;
}

/** The step a URL rest (after /funnels/<slug>/) names, or undefined for an unknown step. */
export function stepIdForPath(funnel: Funnel, rest: string): string | undefined {
  const path = rest.replace(/\/+$/, '');
  return Object.keys(funnel.steps).find((id) => funnel.steps[id]?.path === path);
}
