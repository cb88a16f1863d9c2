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

/** The step of this funnel an address names, or undefined when the address is not one of its steps. */
export function stepForAddress(funnel: Funnel, pathname: string): string | undefined {
  const base = `/funnels/${funnel.slug}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  return stepIdForPath(funnel, pathname.slice(base.length + 1));
}
