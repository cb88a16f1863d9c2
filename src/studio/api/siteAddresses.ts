import type { ServableSite, SiteList } from './types.ts';

/**
 * Where a funnel's landing step is on the site the dev server serves, as the site's own routes put it
 * (funnelAddress and stepUrl in src/engine/): `/` for a client's home funnel, `/<slug>` for its others,
 * `/funnels/<slug>` on the portfolio; undefined when the served site does not hold the funnel.
 */
export function landingAddress(list: SiteList, slug: string): string | undefined {
  const site = list.sites.find((candidate) => candidate.key === list.served);
  if (site === undefined || publisher(list, slug) !== site) return undefined;
  if (site.key === null) return `/funnels/${slug}`;
  return slug === site.home ? '/' : `/${slug}`;
}

/**
 * The site that publishes a funnel: the client's site whose file names it, else the portfolio (as the check reads
 * them: a funnel file just made, or one with a problem, is the portfolio's until a site file names it).
 */
export function publisher({ sites }: SiteList, slug: string): ServableSite | undefined {
  return sites.find((site) => site.key !== null && site.funnels.includes(slug)) ?? sites.find((site) => site.key === null);
}

/** A step's address beside its funnel's landing address: the landing itself for the step whose path is ''. */
export function stepAddress(landing: string, path: string): string {
  if (path === '') return landing;
  return landing === '/' ? `/${path}` : `${landing}/${path}`;
}
