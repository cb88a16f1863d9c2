import { parseRoutes, parseRuns } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export const tasksUsage = `Usage: npm run bench -- tasks [options]   (after npm run build)

  --dir <dir>       the build to serve (default dist)
  --routes /a,/b    routes to load (default: every route in the build's sitemap.xml, and /404.html)
  --runs N          loads per route; the figures are medians (default 3)
  --min-ms N        list each script task of at least N ms of CPU time (default 8: over 50 ms at 6×)`;

export interface TasksOptions {
  readonly dir: string;
  readonly routes?: readonly string[];
  readonly runs: number;
  readonly minMs: number;
}

export function parseTasksOptions(argv: readonly string[]): TasksOptions {
  const values = readArgs(
    'tasks',
    argv,
    { dir: { type: 'string', default: 'dist' }, routes: { type: 'string' }, runs: { type: 'string', default: '3' }, 'min-ms': { type: 'string', default: '8' } },
    { '--no-build': NEVER_BUILDS },
  );
  const minMs = Number(values['min-ms']);
  if (!(minMs >= 0)) throw new Error(`--min-ms is a number of milliseconds of at least 0, not "${values['min-ms']}"`);
  return { dir: values.dir, runs: parseRuns(values.runs), minMs, ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }) };
}
