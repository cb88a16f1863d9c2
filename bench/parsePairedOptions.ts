import { baseSlowdown } from './baseSlowdown.ts';
import { parseConsent, parseHost, parseRoutes, parseRuns, parseSlowdowns } from './parseOptions.ts';
import { readArgs } from './readArgs.ts';

export const pairedUsage = `Usage: npm run bench -- paired --before <dir> --after <dir> [options]

  --before <dir>    the build before the change (e.g. dist of a checkout of the commit before)
  --after <dir>     the build after it (default dist)
  --routes /a,/b    routes to measure (default: every route in the after build's sitemap.xml, and /404.html);
                    a route the build before does not have is measured after only
  --runs N          Lighthouse runs per route, build and slowdown; medians (default 3)
  --slowdowns 4,6   CPU slowdown multipliers, 4 among them (default 4,6)
  --after-consent granted|denied  the after side is a visitor who answered the consent banner (its cookie
                    set before each run; with granted, Google's tag is blocked, as the lighthouse kind's
                    --consent does); with --after the same dir as --before, this compares that visitor with a
                    first visit
  --before-host, --after-host bench|pages|plain  the server of each side (default bench: bench/staticHost.ts;
                    pages: wrangler pages dev; plain: nginx reading no host files); with the same dir on both
                    sides, this compares two hosts serving one build
  --tolerance N     points of performance a route may move before the summary counts it (default 2)
  --out <file>      markdown file to write the section into (default bench/RESULTS.md)
  --section <title> its "## <title>" (default "Paired run")`;

export interface PairedOptions {
  readonly beforeDir: string;
  readonly afterDir: string;
  readonly beforeHost: ReturnType<typeof parseHost>;
  readonly afterHost: ReturnType<typeof parseHost>;
  readonly routes?: readonly string[];
  readonly runs: number;
  readonly slowdowns: readonly number[];
  readonly tolerance: number;
  readonly afterConsent?: 'granted' | 'denied';
  readonly out: string;
  readonly section: string;
}

export function parsePairedOptions(argv: readonly string[]): PairedOptions {
  const values = readArgs('paired', argv, {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    slowdowns: { type: 'string', default: `${baseSlowdown},6` },
    tolerance: { type: 'string', default: '2' },
    'after-consent': { type: 'string' },
    'before-host': { type: 'string', default: 'bench' },
    'after-host': { type: 'string', default: 'bench' },
    out: { type: 'string', default: 'bench/RESULTS.md' },
    section: { type: 'string', default: 'Paired run' },
  });
  if (values.before === undefined) throw new Error('--before is required');
  const tolerance = Number(values.tolerance);
  if (!(tolerance >= 0)) throw new Error(`--tolerance is a number of points of at least 0, not "${values.tolerance}"`);
  const consent = values['after-consent'];
  return {
    beforeDir: values.before,
    afterDir: values.after,
    beforeHost: parseHost(values['before-host'], '--before-host'),
    afterHost: parseHost(values['after-host'], '--after-host'),
    runs: parseRuns(values.runs),
    slowdowns: parseSlowdowns(values.slowdowns),
    tolerance,
    out: values.out,
    section: values.section,
    ...(consent === undefined ? {} : { afterConsent: parseConsent(consent, '--after-consent') }),
    ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }),
  };
}
