import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { funnelSchema, type Funnel } from '../../../schemas/funnel.ts';
import { checkExperiments } from '../checks/checkExperiments.ts';
import { checkForecast } from '../checks/checkForecast.ts';
import { checkTracking } from '../checks/checkTracking.ts';
import { checkFunnelAssets } from '../checks/checkFunnelAssets.ts';
import { checkFunnelGraph } from '../checks/checkFunnelGraph.ts';
import { checkBranches } from '../checks/checkBranches.ts';
import { checkFunnelOrder } from '../checks/checkFunnelOrder.ts';
import { FUNNEL_SLUG } from './funnelSlug.ts';
import { migrateFunnel } from '../migrations/migrateFunnel.ts';
import { formatIssue, parseConfig, readJsonFile } from './readConfigFile.ts';

export interface LoadResult<T> {
  data: T;
  /** One line per problem: `funnels/plants.json: steps.product.blocks[1].price: expected number, received string` */
  errors: string[];
}

/** Funnels also come with warnings: lines in the same form about something that works but may not be meant. */
export interface FunnelsResult extends LoadResult<Funnel[]> {
  warnings: string[];
}

/**
 * Reads every `*.json` in `dir`, brings a file in an older format up to the
 * current one, validates it and checks its graph. `label` is how the folder
 * is named in messages, as a person would type it. Problems in a migrated
 * file are reported at the JSON path the file itself uses. Pictures must
 * exist in `publicDir` (by default public/ beside the funnels folder) when
 * that folder exists.
 */
export function loadFunnels(
  dir: string,
  label = path.basename(dir),
  { publicDir = path.join(path.dirname(dir), 'public') }: { publicDir?: string } = {},
): FunnelsResult {
  if (!existsSync(dir)) {
    return { data: [], errors: [`${label}: folder not found; run this from the project root, the folder with package.json`], warnings: [] };
  }
  const funnels: Funnel[] = [];
  const errors: string[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    const name = `${label}/${file}`;
    const slug = file.slice(0, -'.json'.length);
    if (!FUNNEL_SLUG.test(slug)) {
      errors.push(
        formatIssue(name, {
          path: [],
          message: 'the file name is the URL slug: use lower-case letters, digits and dashes (e.g. summer-sale.json)',
        }),
      );
      continue;
    }
    const json = readJsonFile(path.join(dir, file), name);
    if (!json.ok) {
      errors.push(...json.errors);
      continue;
    }
    const migrated = migrateFunnel(json.data);
    if (!migrated.ok) {
      errors.push(formatIssue(name, migrated.issue));
      continue;
    }
    const read = parseConfig(migrated.raw, name, funnelSchema, migrated.pathInFile);
    if (!read.ok) {
      errors.push(...read.errors);
      continue;
    }
    const graph = checkFunnelGraph(read.data);
    const issues = [
      ...graph,
      ...checkTracking(read.data),
      // Branches are proved on a sound graph; an unknown step would only be reported twice.
      ...(graph.length === 0 ? checkBranches(read.data) : []),
      ...(existsSync(publicDir) ? checkFunnelAssets(read.data, publicDir) : []),
    ];
    // The experiments are checked on the funnel's machine, which needs a sound graph and plan to be built.
    if (issues.length === 0) issues.push(...checkExperiments({ ...read.data, slug }));
    // The forecast is read against the same machine.
    if (issues.length === 0) issues.push(...checkForecast({ ...read.data, slug }));
    errors.push(...issues.map((issue) => formatIssue(name, { ...issue, path: migrated.pathInFile(issue.path) })));
    if (issues.length === 0) funnels.push({ ...read.data, slug });
  }
  const ties = checkFunnelOrder(funnels.map((funnel) => ({ file: `${label}/${funnel.slug}.json`, order: funnel.order })));
  if (files.length === 0) errors.push(`${label}: no funnel files (*.json) found`);
  return { data: funnels, errors, warnings: ties.map(({ file, issue }) => formatIssue(file, issue)) };
}
