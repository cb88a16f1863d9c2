import type { SiteFacts } from '../../schemas/site.ts';

/** The language of a site's home pages: a client's site file says it; the portfolio is English. */
export const homeLanguage = (site: SiteFacts): string => site.client?.language ?? 'en';

/** Every language a site is published in, its home language first. */
export const siteLanguages = (site: SiteFacts): readonly string[] => [homeLanguage(site), ...(site.client?.translations ?? [])];

/**
 * The language of the page at `pathname`: a translation's pages live under /<tag> (/en, /en/enquire), every
 * other page is in the site's home language.
 */
export function pageLanguage(pathname: string, site: SiteFacts): string {
  const first = pathname.split('/')[1] ?? '';
  return site.client?.translations.includes(first) === true ? first : homeLanguage(site);
}
