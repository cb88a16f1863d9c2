import type { Funnel } from '../../schemas/funnel.ts';

/**
 * Where a funnel's landing step is, without a trailing slash: /funnels/<slug> on the portfolio; on a client's
 * site '' for its home funnel (the site's root) and /<slug> for each other one (src/config/load/clientProject.ts).
 */
export function funnelAddress(funnel: Pick<Funnel, 'slug' | 'address'>): string {
  return funnel.address ?? `/funnels/${funnel.slug}`;
}
