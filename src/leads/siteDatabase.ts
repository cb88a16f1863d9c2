import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clientSiteSchema } from '../../schemas/clientSite.ts';
import { FUNNEL_SLUG } from '../config/load/funnelSlug.ts';
import { readConfigFile } from '../config/load/readConfigFile.ts';
import { LEADS_BINDING } from './leadsDatabase.ts';

/** The config files wrangler reads from a folder, in the order it looks for them. */
const WRANGLER_FILES = ['wrangler.json', 'wrangler.jsonc', 'wrangler.toml'];

/** Where a client's site keeps its leads: the funnels that are its, and the folder of its own wrangler config. */
export interface SiteDatabase {
  /** sites/fjord-tours.json's funnels: the only ones its leads may be of. */
  readonly funnels: readonly string[];
  /** sites/fjord-tours: the site's Cloudflare Pages project folder, where wrangler runs. */
  readonly folder: string;
  /** sites/fjord-tours/wrangler.toml, as the owner reads it. */
  readonly config: string;
  /** The name or binding wrangler is given: the binding the worker reads, whatever the database is called. */
  readonly database: string;
}

/**
 * A client's site's database (docs/deploy.md, "A client's site"): one D1
 * database per client, declared with the binding LEADS in the wrangler
 * config of the site's own folder, sites/<key>/wrangler.toml, beside its
 * site file (wrangler's Pages commands read no config but the one in the
 * folder they run in). The folder must hold its own: wrangler would
 * otherwise look further up and find the portfolio's, and its database.
 * Resolves to a one-line reason when the site or its config is missing.
 */
export function siteDatabase(root: string, key: string): SiteDatabase | { problem: string } {
  const file = `sites/${key}.json`;
  if (!FUNNEL_SLUG.test(key) || !existsSync(path.join(root, file))) {
    const sitesDir = path.join(root, 'sites');
    const known = existsSync(sitesDir)
      ? readdirSync(sitesDir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length))
          .sort()
      : [];
    return { problem: `no client site "${key}": ${file} not found${known.length === 0 ? '' : ` (the sites are: ${known.join(', ')})`}` };
  }
  const read = readConfigFile(path.join(root, file), file, clientSiteSchema);
  if (!read.ok) return { problem: `${file} is not valid, so its funnels are not known (npm run check says why): ${read.errors[0] ?? ''}` };
  const folder = `sites/${key}`;
  const config = WRANGLER_FILES.map((name) => `${folder}/${name}`).find((candidate) => existsSync(path.join(root, candidate)));
  if (config === undefined) {
    return { problem: `${folder}/wrangler.toml not found: it declares ${key}'s own D1 database, bound as ${LEADS_BINDING} (docs/deploy.md, "A client's site")` };
  }
  return { funnels: read.data.funnels, folder: path.join(root, folder), config, database: LEADS_BINDING };
}
