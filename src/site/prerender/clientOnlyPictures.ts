import type { Funnel } from '../../../schemas/funnel.ts';
import { namedPictures } from '../../config/pictures/checkServedPictures.ts';
import type { NamedClientSite } from '../../config/load/loadSites.ts';

/**
 * The files of public/ that clients' sites name and the portfolio does not: the pictures of the funnels
 * they publish, and their icons and share images. `all` is every funnel, `portfolio` the portfolio's own and
 * the clients' funnels its showcase lists (their cards show their pictures).
 */
export function clientOnlyPictures(sites: readonly NamedClientSite[], all: readonly Funnel[], portfolio: readonly Funnel[], content: unknown): string[] {
  const portfolioNames = new Set(namedPictures(...portfolio, content));
  const claimed = new Set(sites.flatMap((site) => site.funnels));
  const clients = namedPictures(
    ...all.filter((funnel) => claimed.has(funnel.slug)),
    ...sites.flatMap((site) => [site.icon, site.shareImage].filter((file) => file !== undefined).map((src) => ({ src }))),
  );
  return clients.filter((file) => !portfolioNames.has(file));
}
