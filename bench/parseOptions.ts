import { baseSlowdown } from './baseSlowdown.ts';
import { readArgs } from './readArgs.ts';

export interface Options {
  readonly runs: number;
  /** Undefined: every route the build prerenders, read from its sitemap.xml, and the 404 page. */
  readonly routes?: readonly string[];
  /** Run `npm run build` first; false measures the build already on disk. */
  readonly build: boolean;
  readonly out: string;
  /** The `##` section of the --out file this run writes (replacing one of the same title). */
  readonly section: string;
  /** A server that is already running: nothing is built or served. */
  readonly url?: string;
  /** Build into (unless --no-build) and serve this directory instead of dist/. */
  readonly dir?: string;
  /** Which server serves the build: the bench's own, Cloudflare's (`wrangler pages dev`), or nginx reading no host files. */
  readonly host: BenchHost;
  /**
   * Lighthouse CPU slowdown multipliers to run every route at, ascending; always holds the base 4×, at
   * which every category is measured. The others measure performance and TBT only.
   */
  readonly slowdowns: readonly number[];
  /** Also measure every route at 4× with the site's own scripts blocked, to tell their blocking time apart. */
  readonly scriptsCheck: boolean;
  /** A visitor who has answered the consent banner (its cookie set before each run); undefined: a first visit, banner open. */
  readonly consent?: 'granted' | 'denied';
}

/** The hosts the bench can serve a build with (docs/performance.md#how-it-serves). */
export const benchHosts = ['bench', 'pages', 'plain'] as const;
export type BenchHost = (typeof benchHosts)[number];

export const usage = `Usage: npm run bench -- [lighthouse] [options]   (lighthouse is the kind run when none is named)

  --runs N          Lighthouse runs per route and way of running it; the table shows medians (default 3)
  --slowdowns 4,6   CPU slowdown multipliers to run each route at (default 4,6); 4, Lighthouse's default,
                    is always measured, with every category; the others give performance and TBT
  --no-scripts-check  skip the run at 4× with the site's own scripts blocked (and the budget's limit on
                    the blocking time they add)
  --routes /a,/b    routes to measure (default: every route in the build's sitemap.xml, and /404.html)
  --no-build        measure the build already on disk instead of running \`npm run build\` first
  --dir <dir>       build into and serve <dir> instead of dist/; with --no-build, measure <dir> as it is
  --url <origin>    measure a server that is already running, e.g. http://127.0.0.1:4394 (no build, no serve)
  --host bench|pages|plain  serve the build with the bench's own host (default: _headers applied, Brotli),
                    with \`wrangler pages dev\` (Cloudflare Pages' own asset server, _headers, _redirects and
                    _worker.js), or with nginx reading none of them, as GitHub Pages serves
  --out <file>      the markdown file to write the results into (default bench/RESULTS.md)
  --section <title> the "## <title>" section of --out to write, e.g. "After (main at abc1234)"; the
                    file's other sections are kept (default "Latest run")
  --consent granted|denied  measure a visitor who has answered the consent banner (its cookie set before
                    each run) instead of a first visit with the banner open; with granted, Google's tag
                    (gtag.js, which this machine cannot fetch) is blocked, so the figures are the site's
                    own cost with consent granted`;

/** Reads the command line; throws with a message fit for the user on anything it does not understand. */
export function parseOptions(argv: readonly string[]): Options {
  const values = readArgs('lighthouse', argv, {
    runs: { type: 'string' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean' },
    dir: { type: 'string' },
    url: { type: 'string' },
    host: { type: 'string' },
    out: { type: 'string' },
    section: { type: 'string' },
    slowdowns: { type: 'string' },
    'no-scripts-check': { type: 'boolean' },
    consent: { type: 'string' },
  });
  if (values.url !== undefined && values.dir !== undefined) throw new Error('--url and --dir exclude each other');
  if (values.url !== undefined && values.host !== undefined) throw new Error('--url and --host exclude each other: a server already running is measured as it serves');
  const section = (values.section ?? 'Latest run').trim();
  if (section === '' || section.includes('\n')) throw new Error('--section is one line of text');
  const options: Options = {
    runs: parseRuns(values.runs ?? '3'),
    build: values['no-build'] !== true && values.url === undefined,
    out: values.out ?? 'bench/RESULTS.md',
    section,
    host: parseHost(values.host ?? 'bench'),
    slowdowns: parseSlowdowns(values.slowdowns ?? `${baseSlowdown},6`),
    scriptsCheck: values['no-scripts-check'] !== true,
    ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }),
    ...(values.consent === undefined ? {} : { consent: parseConsent(values.consent) }),
  };
  if (values.url !== undefined) return { ...options, url: parseOrigin(values.url) };
  if (values.dir !== undefined) return { ...options, dir: values.dir };
  return options;
}

/** A server to serve a build with, as `option` names it (`--host`, the paired bench's `--before-host`). */
export function parseHost(text: string, option = '--host'): BenchHost {
  const host = benchHosts.find((name) => name === text);
  if (host === undefined) throw new Error(`${option} is one of ${benchHosts.join(', ')}, not "${text}"`);
  return host;
}

/** A visitor who has answered the consent banner, as `option` names it (`--consent`, the paired bench's `--after-consent`). */
export function parseConsent(text: string, option = '--consent'): 'granted' | 'denied' {
  if (text === 'granted' || text === 'denied') return text;
  throw new Error(`${option} is granted or denied, not "${text}"`);
}

export function parseRuns(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${text}"`);
  return runs;
}

// Lighthouse and CDP take any multiplier; below 1 it would make the CPU faster than the machine's, which no
// budget is about.
const isSlowdown = (item: string): boolean => Number(item) >= 1 && Number.isFinite(Number(item));

/** One CPU slowdown multiplier, as a bench that runs at a single rate takes it (the tap bench's --cpu). */
export function parseSlowdown(text: string, option: string): number {
  if (!isSlowdown(text.trim())) throw new Error(`${option} must be a CPU slowdown multiplier of at least 1, not "${text}"`);
  return Number(text);
}

export function parseSlowdowns(text: string): number[] {
  const slowdowns = text.split(',').map((item) => item.trim()).filter((item) => item !== '');
  const bad = slowdowns.find((item) => !isSlowdown(item));
  if (bad !== undefined) throw new Error(`--slowdowns lists multipliers of at least 1, not "${bad}"`);
  const unique = [...new Set(slowdowns.map(Number))].sort((a, b) => a - b);
  if (!unique.includes(baseSlowdown)) {
    throw new Error(`--slowdowns must include ${baseSlowdown}: the scores, LCP, CLS and bytes are measured there`);
  }
  return unique;
}

export function parseRoutes(text: string): string[] {
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
