import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { argsOrExit } from './argsOrExit.ts';
import { loadFunnels } from '../src/config/load/loadFunnels.ts';
import { baseSlowdown } from './baseSlowdown.ts';
import { Cleanup } from './cleanup.ts';
import { CONSENT_COOKIE } from '../src/analytics/consentChoice.ts';
import { controlVisitor, type VisitorCookie } from './controlVisitor.ts';
import { googleTagBlocked } from './googleTagBlocked.ts';
import { lighthouseRun } from './lighthouseRun.ts';
import { chromiumVersion, describeMachine } from './machine.ts';
import { pairedTable, type PairedCell, type PairedRoute } from './pairedTable.ts';
import { benchHosts, parseRoutes, parseRuns, parseSlowdowns } from './parseOptions.ts';
import { performanceRun, type PerformanceRun } from './performanceRun.ts';
import { budget } from './budget.ts';
import { mergeResults, resultsPreamble } from './resultsTable.ts';
import { siteRoutes } from './siteRoutes.ts';
import { startBenchHost } from './benchHost.ts';

/**
 * `npm run bench:paired`: is a change a cost, on a machine whose speed moves? Two builds are served side by
 * side and each route is measured on one, then the other, run by run and slowdown by slowdown (the order
 * swapped every run), so a machine that slows down part-way weighs on both alike. Absolute scores need a
 * machine at a known speed; a difference taken this way does not.
 */
const usage = `Usage: npm run bench:paired -- --before <dir> --after <dir> [options]

  --before <dir>    the build before the change (e.g. dist of a checkout of the commit before)
  --after <dir>     the build after it (default dist)
  --routes /a,/b    routes to measure (default: every route in the after build's sitemap.xml, and /404.html);
                    a route the build before does not have is measured after only
  --runs N          Lighthouse runs per route, build and slowdown; medians (default 3)
  --slowdowns 4,6   CPU slowdown multipliers, 4 among them (default 4,6)
  --after-consent granted|denied  the after side is a visitor who answered the consent banner (its cookie
                    set before each run; with granted, Google's tag is blocked, as npm run bench --consent does);
                    with --after the same dir as --before, this compares that visitor with a first visit
  --before-host, --after-host bench|pages|plain  the server of each side (default bench: bench/staticHost.ts;
                    pages: wrangler pages dev; plain: nginx reading no host files); with the same dir on both
                    sides, this compares two hosts serving one build
  --tolerance N     points of performance a route may move before the summary counts it (default 2)
  --out <file>      markdown file to write the section into (default bench/RESULTS.md)
  --section <title> its "## <title>" (default "Paired run")`;

const values = argsOrExit(
  {
    options: {
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
      help: { type: 'boolean' },
    },
  },
  usage,
);
if (values.help === true) {
  console.log(usage);
  process.exit(0);
}
function parse() {
  if (values.before === undefined) throw new Error('--before is required');
  const tolerance = Number(values.tolerance);
  if (!(tolerance >= 0)) throw new Error(`--tolerance is a number of points of at least 0, not "${values.tolerance}"`);
  const consent = values['after-consent'];
  if (consent !== undefined && consent !== 'granted' && consent !== 'denied') throw new Error(`--after-consent is granted or denied, not "${consent}"`);
  const host = (text: string, option: string) => {
    const found = benchHosts.find((name) => name === text);
    if (found === undefined) throw new Error(`${option} is one of ${benchHosts.join(', ')}, not "${text}"`);
    return found;
  };
  return {
    beforeDir: values.before,
    beforeHost: host(values['before-host'], '--before-host'),
    afterHost: host(values['after-host'], '--after-host'),
    runs: parseRuns(values.runs),
    slowdowns: parseSlowdowns(values.slowdowns),
    tolerance,
    afterConsent: consent,
    ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }),
  };
}
let options: ReturnType<typeof parse>;
try {
  options = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
const { beforeDir, beforeHost, afterHost, runs, slowdowns, tolerance, afterConsent } = options;

const cleanup = new Cleanup();
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One side's visitor: its cookies, and what its runs block (Google's tag, for a visitor who accepted). */
interface Visitor {
  readonly cookies: readonly VisitorCookie[];
  readonly blocked: readonly string[];
}

async function measure(url: string, slowdown: number, visitor: Visitor): Promise<PerformanceRun> {
  const settings = { cpuSlowdownMultiplier: slowdown, onlyCategories: ['performance'] as const, blockedUrlPatterns: visitor.blocked };
  return performanceRun(await lighthouseRun(url, chromePath, cleanup, settings, visitor.cookies));
}

async function paired(): Promise<void> {
  const loadAtStart = loadavg();
  const chromium = await chromiumVersion(chromePath);
  const before = await startBenchHost(beforeHost, beforeDir);
  cleanup.add(() => before.stop());
  const after = await startBenchHost(afterHost, values.after);
  cleanup.add(() => after.stop());
  const routeList = options.routes ?? (await siteRoutes(after.origin));
  const beforeRoutes = new Set(await siteRoutes(before.origin));
  const { data: funnels, errors } = loadFunnels(path.resolve('funnels'), 'funnels');
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const visitor = controlVisitor(funnels);
  const firstVisit: Visitor = { cookies: [visitor], blocked: [] };
  const afterVisitor: Visitor =
    afterConsent === undefined
      ? firstVisit
      : { cookies: [visitor, { name: CONSENT_COOKIE, value: afterConsent }], blocked: afterConsent === 'granted' ? googleTagBlocked : [] };

  const results: PairedRoute[] = [];
  for (const route of routeList) {
    const both = beforeRoutes.has(route);
    const cells = new Map(slowdowns.map((slowdown) => [slowdown, { before: [] as PerformanceRun[], after: [] as PerformanceRun[] }]));
    for (let run = 1; run <= runs; run++) {
      for (const slowdown of slowdowns) {
        const cell = cells.get(slowdown);
        if (cell === undefined) continue;
        const sides = [
          { name: 'before', origin: before.origin, visitor: firstVisit, into: cell.before, measured: both },
          { name: 'after', origin: after.origin, visitor: afterVisitor, into: cell.after, measured: true },
        ];
        for (const side of run % 2 === 1 ? sides : sides.reverse()) {
          if (!side.measured) continue;
          const result = await measure(`${side.origin}${route}`, slowdown, side.visitor);
          side.into.push(result);
          console.error(
            `[paired] ${route} run ${run}/${runs} at ${slowdown}× ${side.name}: perf ${result.performance}, ` +
              `TBT ${Math.round(result.tbtMs)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
          );
        }
      }
    }
    const measured: PairedCell[] = [...cells].map(([slowdown, cell]) => ({ slowdown, ...cell }));
    results.push(both ? { route, cells: measured } : { route, cells: [], afterOnly: measured });
  }

  const end = loadavg();
  const section = [
    `## ${values.section}`,
    '',
    `- Date: ${new Date().toISOString()}; load average ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} at the start, ` +
      `${end.map((load) => load.toFixed(2)).join(' ')} at the end`,
    `- Machine: ${describeMachine(chromium).cpus} CPUs, Node ${process.version}, Chromium ${chromium}`,
    `- Before: \`${beforeDir}\`; after: \`${values.after}\`${afterConsent === undefined ? '' : `, consent ${afterConsent} (cookie set before each run${afterConsent === 'granted' ? '; Google\'s tag blocked' : ''})`}; served by ${before.served} and ${after.served}; ${runs} run${runs === 1 ? "" : "s"} per route, build ` +
      `and slowdown, taken in turn (order swapped every run); performance only; medians`,
    '',
    pairedTable(results, slowdowns, tolerance),
  ].join('\n');
  const previous = await readFile(values.out, 'utf8').catch(() => '');
  await mkdir(path.dirname(path.resolve(values.out)), { recursive: true });
  await writeFile(values.out, mergeResults(previous, resultsPreamble(budget), section));
  process.stdout.write(section);
}

try {
  await paired();
  await cleanup.runAll();
  process.exit(0);
} catch (error) {
  console.error(`[paired] could not run: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup.runAll();
  process.exit(2);
}
