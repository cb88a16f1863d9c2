import type { SiteFacts } from '../../schemas/site.ts';
import { homeLanguage, pageLanguage, siteLanguages } from './pageLanguage.ts';

/** A home-language page's address in `language`: /enquire is /en/enquire, / is /en; in the home language, itself. */
export function pathInLanguage(homePath: string, language: string, site: SiteFacts): string {
  if (language === homeLanguage(site)) return homePath;
  return homePath === '/' ? `/${language}` : `/${language}${homePath}`;
}

/** The address of the same page in the site's home language: /en/enquire is /enquire, /en is /. */
export function homeLanguagePath(pathname: string, site: SiteFacts): string {
  const language = pageLanguage(pathname, site);
  if (language === homeLanguage(site)) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** One translation of a page: its language and its address. */
export interface Alternate {
  language: string;
  path: string;
}

/** The page at `pathname` in every language the site has, its home language first; none on a site of one language. */
export function pageAlternates(pathname: string, site: SiteFacts): Alternate[] {
  const languages = siteLanguages(site);
  if (languages.length < 2) return [];
  const home = homeLanguagePath(pathname, site);
  return languages.map((language) => ({ language, path: pathInLanguage(home, language, site) }));
}
