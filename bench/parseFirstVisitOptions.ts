import path from 'node:path';
import { parseRoutes, parseRuns } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export const firstVisitUsage = `Usage: npm run bench -- first-visit --before <dir> [options]

  --before <dir>    the build before the change
  --after <dir>     the build after it (default dist)
  --routes /a,/b    addresses to open, as the site links them (default: every address of the after build's sitemap.xml)
  --runs N          cold visits per address and build; medians (default 5)`;

export interface FirstVisitOptions {
  readonly dirs: { readonly before: string; readonly after: string };
  readonly runs: number;
  readonly routes?: readonly string[];
}

export function parseFirstVisitOptions(argv: readonly string[]): FirstVisitOptions {
  const values = readArgs('first-visit', argv, { before: { type: 'string' }, after: { type: 'string' }, routes: { type: 'string' }, runs: { type: 'string' } }, { '--no-build': NEVER_BUILDS });
  if (values.before === undefined) throw new Error('--before names the build to compare with');
  return {
    dirs: { before: path.resolve(values.before), after: path.resolve(values.after ?? 'dist') },
    runs: parseRuns(values.runs ?? '5'),
    ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }),
  };
}
