import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { siteDatabase } from '../leads/siteDatabase.ts';

/** How `wrangler pages dev` is started for a site, and the migrations run before it. */
export interface PagesDevPlan {
  /** Where wrangler runs: the site's own folder (sites/<key>), so that it reads the `.dev.vars` beside its config. */
  readonly cwd: string;
  /** The built site it serves. */
  readonly directory: string;
  /** `wrangler pages dev`'s arguments after `pages dev <directory>`: each binding the config declares, and the local state. */
  readonly args: readonly string[];
  /** One `wrangler d1 migrations apply` argument list per database that names its migrations, run in `cwd` first. */
  readonly migrations: readonly (readonly string[])[];
  /** The config read, as the owner names it (sites/<key>/wrangler.toml), or undefined when the site has none. */
  readonly config: string | undefined;
}

/**
 * The parts of a wrangler config, as wrangler's own reader (`unstable_readConfig`) gives it, that serving a site
 * needs. Parsed rather than trusted: wrangler's published types for it do not resolve here (they come from a
 * package it bundles), so the compiler would take any shape.
 */
export const siteWranglerConfig = z.object({
  pages_build_output_dir: z.string().optional(),
  compatibility_date: z.string().optional(),
  d1_databases: z.array(z.object({ binding: z.string(), database_id: z.string().optional(), database_name: z.string().optional(), migrations_dir: z.string().optional() })),
  vars: z.record(z.string(), z.unknown()),
});
export type SiteWranglerConfig = z.infer<typeof siteWranglerConfig>;

export type ReadWranglerConfig = (file: string) => SiteWranglerConfig;

/**
 * How a client's site is served on this machine with its own bindings
 * (docs/client-site.md, step 6). `wrangler pages dev` run in sites/<key>/
 * reads that folder's wrangler.toml for its name, yet binds none of its
 * databases: it bundles `_worker.js` into .wrangler/tmp/ of the folder that
 * holds package.json (the project's), and the worker's config is looked for
 * upward from there, where there is none, or the portfolio's. So each
 * binding the site's config declares is passed on the command line, its local
 * state kept beside it (sites/<key>/.wrangler/state, where `wrangler d1
 * migrations apply --local` and `npm run leads -- --site` in that folder
 * read), and wrangler runs in that folder for its `.dev.vars`. `root` is
 * the project's folder; `dataRoot` the one holding sites/ (the same but in a
 * test). A one-line reason when the site or its build is missing.
 */
export function sitePagesDev(
  { root, dataRoot, key }: { root: string; dataRoot: string; key: string },
  read: ReadWranglerConfig,
): PagesDevPlan | { problem: string } {
  const site = siteDatabase(dataRoot, key);
  const folder = path.join(dataRoot, 'sites', key);
  let directory = path.join(root, 'dist-sites', key);
  let config: string | undefined;
  const args: string[] = [];
  const migrations: string[][] = [];
  const state = path.join(folder, '.wrangler', 'state');
  if ('problem' in site) {
    // A site with no wrangler config of its own is served with no database; any other problem stops here.
    if (!site.problem.includes('wrangler.toml not found')) return site;
  } else {
    config = site.config;
    let declared: SiteWranglerConfig;
    try {
      declared = read(path.join(dataRoot, site.config));
    } catch (error) {
      // Wrangler's own reader names the line and the key it could not take.
      return { problem: `${site.config} could not be read: ${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)}` };
    }
    if (declared.pages_build_output_dir !== undefined) directory = path.resolve(folder, declared.pages_build_output_dir);
    if (declared.compatibility_date !== undefined) args.push('--compatibility-date', declared.compatibility_date);
    for (const database of declared.d1_databases) {
      const id = database.database_id ?? database.database_name;
      if (id === undefined) return { problem: `${site.config}: the D1 database bound as ${database.binding} has neither a database_id nor a database_name` };
      args.push('--d1', `${database.binding}=${id}`);
      if (database.migrations_dir !== undefined) migrations.push(['d1', 'migrations', 'apply', database.binding, '--local', '--persist-to', state]);
    }
    for (const [name, value] of Object.entries(declared.vars)) args.push('--binding', `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  if (!existsSync(path.join(directory, 'index.html'))) {
    return { problem: `${path.relative(root, directory) || directory} holds no built site: run npm run build -- --site ${key} first` };
  }
  args.push('--persist-to', state);
  return { cwd: folder, directory, args, migrations, config };
}
