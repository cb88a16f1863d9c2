import { loadProjectData } from '../../config/load/projectData.ts';
import { showcaseOrder } from '../../engine/funnelSummary.ts';
import { servedSite, serveSite } from '../../site/servedSite.ts';
import { serveRequestSchema, type Refused, type SiteList } from '../api/types.ts';

/** An answer of the API: its HTTP status and its JSON body (as funnelApi's). */
interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Every site the dev server can serve, as the check reads them: the portfolio (its funnels those no client's
 * site claims, in the showcase's order) and each client's site whose file is valid; and which one it serves.
 */
export function siteList(root: string): SiteList {
  const data = loadProjectData(root);
  const portfolio = {
    key: null,
    name: data.site?.name ?? 'The portfolio',
    origin: data.site?.origin ?? '',
    funnels: [...data.funnels].sort(showcaseOrder).map((funnel) => funnel.slug),
    home: null,
  };
  const clients = data.sites.map((site) => ({ key: site.key, name: site.name, origin: site.origin, funnels: site.funnels, home: site.home }));
  return { served: servedSite() ?? null, sites: [portfolio, ...clients] };
}

/**
 * GET /sites and PUT /site: the sites, and switching the site the dev server serves. `switched` is told once
 * the switch is made: the dev server then drops what it built for the site before and tells its pages.
 * Undefined for any other route.
 */
export function siteApi(root: string, method: string, route: string, body: unknown, switched: (site: string | null) => void = () => undefined): ApiAnswer | undefined {
  if (route === '/sites' && method === 'GET') return { status: 200, body: siteList(root) };
  if (route !== '/site') return undefined;
  if (method !== 'PUT') return { status: 405, body: { message: `${method} is not an action on the served site; PUT { "site": "<key>" | null } switches it` } satisfies Refused };
  const request = serveRequestSchema.safeParse(body);
  if (!request.success) return { status: 400, body: { message: 'the request\'s body: expected { "site": "<key>" } or { "site": null } (the portfolio)' } satisfies Refused };
  const { site } = request.data;
  const list = siteList(root);
  if (!list.sites.some((candidate) => candidate.key === site)) {
    const keys = list.sites.flatMap((candidate) => (candidate.key === null ? [] : [candidate.key]));
    const known = keys.length === 0 ? 'there are no client sites' : `the sites are ${keys.join(', ')}`;
    return { status: 404, body: { message: `no site "${String(site)}" to serve: no valid sites/${String(site)}.json (${known}; null serves the portfolio)` } satisfies Refused };
  }
  if (list.served !== site) {
    serveSite(site ?? undefined);
    switched(site);
  }
  return { status: 200, body: { ...list, served: site } satisfies SiteList };
}
