import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clientSiteSchema, type ClientSite } from '../../../schemas/clientSite.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { FUNNEL_SLUG } from './funnelSlug.ts';
import type { LoadResult } from './loadFunnels.ts';
import { formatIssue, readConfigFile } from './readConfigFile.ts';

/** A client's site as its file gives it, with the file's name (sites/fjord-tours.json is "fjord-tours"). */
export type NamedClientSite = ClientSite & { key: string };

/**
 * Top-level addresses a client's site already uses for files of its own: a home step or another funnel at one
 * of these would never be reached.
 */
export const RESERVED_TOP_LEVEL: Readonly<Record<string, string>> = {
  privacy: 'privacy page',
  assets: 'scripts and styles',
  art: 'pictures',
  downloads: 'downloads',
  fonts: 'fonts',
  speculation: 'speculation rules',
  experiments: 'split tests',
  'sitemap.xml': 'sitemap',
  'robots.txt': 'robots.txt',
  // The worker's: Stripe posts a paying funnel's events to /stripe/webhook (src/payments/payConfig.ts).
  stripe: 'Stripe webhook',
};

const reserved = (first: string): string | undefined => (Object.hasOwn(RESERVED_TOP_LEVEL, first) ? RESERVED_TOP_LEVEL[first] : undefined);

/** The first segment of every step path a funnel has (its landing step's is ''). */
type StepPaths = Readonly<Record<string, readonly string[]>>;

/**
 * Reads sites/*.json, each validated by its schema, then what only the set
 * can say: every funnel it names is a funnel file, its home is one of them,
 * no two sites claim one funnel or one origin (the portfolio's included),
 * and no address of the site is taken twice. `funnelFiles` are the slugs of
 * funnels/*.json with each one's step paths, whether or not that file is
 * valid (its own problems are reported beside it).
 */
export function loadSites(
  sitesDir: string,
  funnelFiles: StepPaths,
  { label = 'sites', portfolioOrigin, publicDir }: { label?: string; portfolioOrigin?: string | undefined; publicDir?: string } = {},
): LoadResult<NamedClientSite[]> {
  if (!existsSync(sitesDir)) return { data: [], errors: [] };
  const errors: string[] = [];
  const sites: NamedClientSite[] = [];
  const files = readdirSync(sitesDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const claimedBy = new Map<string, string>();
  const originOf = new Map<string, string>(portfolioOrigin === undefined ? [] : [[portfolioOrigin, 'content/site.json']]);
  for (const file of files) {
    const fileLabel = `${label}/${file}`;
    const key = file.slice(0, -'.json'.length);
    if (!FUNNEL_SLUG.test(key)) {
      errors.push(formatIssue(fileLabel, { path: [], message: 'a site’s file name is its name in commands (npm run build -- --site <name>): lower-case letters and digits, words joined by hyphens' }));
      continue;
    }
    const read = readConfigFile(path.join(sitesDir, file), fileLabel, clientSiteSchema);
    if (!read.ok) {
      errors.push(...read.errors);
      continue;
    }
    const site = read.data;
    const issues: ConfigIssue[] = [];
    site.funnels.forEach((slug, index) => {
      if (funnelFiles[slug] === undefined) {
        issues.push({ path: ['funnels', index], message: `no funnel file funnels/${slug}.json` });
        return;
      }
      if (site.funnels.indexOf(slug) !== index) issues.push({ path: ['funnels', index], message: `"${slug}" is named twice` });
      const other = claimedBy.get(slug);
      if (other !== undefined && other !== fileLabel) {
        issues.push({ path: ['funnels', index], message: `funnels/${slug}.json is already ${other}'s: a funnel is published by one site` });
      } else claimedBy.set(slug, fileLabel);
    });
    if (!site.funnels.includes(site.home)) issues.push({ path: ['home'], message: `"${site.home}" is not one of this site's funnels (${site.funnels.join(', ')})` });
    const sameOrigin = originOf.get(site.origin);
    if (sameOrigin !== undefined) issues.push({ path: ['origin'], message: `${site.origin} is already ${sameOrigin}'s origin: each site needs its own` });
    else originOf.set(site.origin, fileLabel);
    issues.push(...addressClashes(site, funnelFiles));
    if (publicDir !== undefined && existsSync(publicDir)) {
      for (const key of ['icon', 'shareImage'] as const) {
        const picture = site[key];
        if (picture !== undefined && !existsSync(path.join(publicDir, picture))) issues.push({ path: [key], message: `no file public${picture}` });
      }
    }
    errors.push(...issues.map((issue) => formatIssue(fileLabel, issue)));
    if (issues.length === 0) sites.push({ ...site, key });
  }
  return { data: sites, errors };
}

/**
 * The home funnel's steps sit at the site's root (/enquire), every other funnel under its slug (/day-trips):
 * a step path that is another funnel's slug, or one of the site's own files, could never be reached.
 */
function addressClashes(site: ClientSite, funnelFiles: StepPaths): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const homePaths = funnelFiles[site.home] ?? [];
  site.funnels.forEach((slug, index) => {
    if (slug === site.home) return;
    const own = reserved(slug);
    if (own !== undefined) issues.push({ path: ['funnels', index], message: `/${slug} is the site's own address for its ${own}; rename the funnel` });
    if (homePaths.includes(slug)) issues.push({ path: ['funnels', index], message: `/${slug} is already a step of the home funnel ${site.home}; rename one of them` });
  });
  for (const taken of homePaths) {
    const own = reserved(taken);
    if (own !== undefined) issues.push({ path: ['home'], message: `${site.home}'s step at /${taken} would be hidden by the site's own address for its ${own}; give that step another path` });
  }
  // A translation's pages are under its prefix (/en, /en/enquire), which no step or funnel of the site may take.
  site.translations.forEach((language, index) => {
    if (language === site.language) issues.push({ path: ['translations', index], message: `${language} is the site's own language; a translation is another one` });
    else if (site.translations.indexOf(language) !== index) issues.push({ path: ['translations', index], message: `"${language}" is named twice` });
    if (homePaths.includes(language)) issues.push({ path: ['translations', index], message: `/${language} is already a step of the home funnel ${site.home}, and the translation's pages would be under it; give that step another path` });
    if (site.funnels.includes(language) && language !== site.home) issues.push({ path: ['translations', index], message: `/${language} is already the funnel ${language}'s address; rename the funnel` });
  });
  return issues;
}
