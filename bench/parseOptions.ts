import { parseArgs } from 'node:util';

export const defaultRoutes = ['/', '/showcase', '/projects/fit-ins', '/funnels/skincare', '/funnels/travel'];

export interface Options {
  readonly runs: number;
  readonly routes: readonly string[];
  /** Run `npm run build` first; false reuses the build already on disk. */
  readonly build: boolean;
  readonly out: string;
  /** A server that is already running: nothing is built or served. */
  readonly url?: string;
  /** Build into (unless --no-build) and serve this directory instead of the scripts' default, dist/. */
  readonly dir?: string;
  readonly help: boolean;
}

export const usage = `Usage: npm run bench -- [options]

  --runs N          Lighthouse runs per route; the table shows medians (default 3)
  --routes /a,/b    routes to measure (default ${defaultRoutes.join(',')})
  --no-build        serve the existing build instead of running \`npm run build\` first
  --dir <dir>       build into and serve <dir> instead of dist/, which others may be using
  --url <origin>    measure a server that is already running, e.g. http://127.0.0.1:4394 (no build, no serve)
  --out <file>      where to write the markdown table (default bench/RESULTS.md)
  --help            show this text`;

/** Reads the command line; throws with a message fit for the user on anything it does not understand. */
export function parseOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      runs: { type: 'string' },
      routes: { type: 'string' },
      'no-build': { type: 'boolean' },
      dir: { type: 'string' },
      url: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.url !== undefined && values.dir !== undefined) throw new Error('--url and --dir exclude each other');
  const options: Options = {
    runs: parseRuns(values.runs ?? '3'),
    routes: values.routes === undefined ? defaultRoutes : parseRoutes(values.routes),
    build: values['no-build'] !== true && values.url === undefined,
    out: values.out ?? 'bench/RESULTS.md',
    help: values.help === true,
  };
  if (values.url !== undefined) return { ...options, url: parseOrigin(values.url) };
  if (values.dir !== undefined) return { ...options, dir: values.dir };
  return options;
}

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${text}"`);
  return runs;
}

function parseRoutes(text: string): string[] {
  const routes = text.split(',').map((route) => route.trim()).filter((route) => route !== '');
  if (routes.length === 0) throw new Error('--routes lists no route');
  const bad = routes.find((route) => !route.startsWith('/'));
  if (bad !== undefined) throw new Error(`a route starts with "/": "${bad}"`);
  return routes;
}

function parseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--url is not a URL: "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--url must be http(s): "${text}"`);
  return url.origin;
}
