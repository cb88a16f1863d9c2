import { readdirSync } from 'node:fs';
import path from 'node:path';
import { funnelSchema, type Funnel } from '../../schemas/funnel.ts';
import { checkFunnelGraph } from './checkFunnelGraph.ts';
import { formatIssue, readConfigFile } from './readConfigFile.ts';

export interface LoadResult<T> {
  data: T;
  /** One line per problem: `funnels/plants.json: steps.product.blocks[1].price: expected number, received string` */
  errors: string[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Reads every `*.json` in `dir`, validates it and checks its graph. `label`
 * is how the folder is named in messages, as a person would type it.
 */
export function loadFunnels(dir: string, label = path.basename(dir)): LoadResult<Funnel[]> {
  const funnels: Funnel[] = [];
  const errors: string[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    const name = `${label}/${file}`;
    const slug = file.slice(0, -'.json'.length);
    if (!SLUG.test(slug)) {
      errors.push(
        formatIssue(name, {
          path: [],
          message: 'the file name is the URL slug: use lower-case letters, digits and dashes (e.g. summer-sale.json)',
        }),
      );
      continue;
    }
    const read = readConfigFile(path.join(dir, file), name, funnelSchema);
    if (!read.ok) {
      errors.push(...read.errors);
      continue;
    }
    const graphIssues = checkFunnelGraph(read.data);
    errors.push(...graphIssues.map((issue) => formatIssue(name, issue)));
    if (graphIssues.length === 0) funnels.push({ ...read.data, slug });
  }
  if (files.length === 0) errors.push(`${label}: no funnel files (*.json) found`);
  return { data: funnels, errors };
}
