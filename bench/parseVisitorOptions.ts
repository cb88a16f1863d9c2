import { parseRoutes, parseRuns } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export const visitorUsage = `Usage: npm run bench -- visitor [options]   (after npm run build)

  --dir <dir>       the build to serve, as bench/staticHost.ts serves it (default dist)
  --routes /a,/b    the routes to load (default /,/funnels/skincare,/funnels/skincare/order)
  --runs N          loads per route, each in a new browser and profile; figures are medians (default 5)
  --seconds N       how long each load is traced, from the browser's start (default 7)`;

export interface VisitorOptions {
  readonly dir: string;
  readonly routes: readonly string[];
  readonly runs: number;
  readonly seconds: number;
}

export function parseVisitorOptions(argv: readonly string[]): VisitorOptions {
  const values = readArgs(
    'visitor',
    argv,
    {
      dir: { type: 'string', default: 'dist' },
      routes: { type: 'string', default: '/,/funnels/skincare,/funnels/skincare/order' },
      runs: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '7' },
    },
    { '--no-build': NEVER_BUILDS },
  );
  const seconds = Number(values.seconds);
  if (!Number.isInteger(seconds) || seconds < 3) throw new Error(`--seconds must be a whole number of at least 3, not "${values.seconds}"`);
  return { dir: values.dir, runs: parseRuns(values.runs), seconds, routes: parseRoutes(values.routes) };
}
