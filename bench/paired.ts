import { loadavg } from 'node:os';
import { benchChromium } from './benchChromium.ts';
import type { BenchContext } from './benchKind.ts';
import type { PairedOptions } from './parsePairedOptions.ts';
import { CONSENT_COOKIE } from '../src/analytics/consentChoice.ts';
import { projectControlVisitor, type VisitorCookie } from './controlVisitor.ts';
import { googleTagBlocked } from './googleTagBlocked.ts';
import { lighthouseRun } from './lighthouseRun.ts';
import { chromiumVersion, describeMachine } from './machine.ts';
import { pairedTable, type PairedCell, type PairedRoute } from './pairedTable.ts';
import { performanceRun, type PerformanceRun } from './performanceRun.ts';
import { siteRoutes } from './siteRoutes.ts';
import { startBenchHost } from './benchHost.ts';
import { writeResultsSection } from './writeResultsSection.ts';

/** One side's visitor: its cookies, and what its runs block (Google's tag, for a visitor who accepted). */
interface Visitor {
  readonly cookies: readonly VisitorCookie[];
  readonly blocked: readonly string[];
}

/**
 * `npm run bench -- paired`: is a change a cost, on a machine whose speed moves? Two builds are served side by
 * side and each route is measured on one, then the other, run by run and slowdown by slowdown (the order
 * swapped every run), so a machine that slows down part-way weighs on both alike. Absolute scores need a
 * machine at a known speed; a difference taken this way does not.
 */
export async function paired(options: PairedOptions, { cleanup, progress }: BenchContext): Promise<number> {
  const { beforeDir, afterDir, runs, slowdowns, tolerance, afterConsent } = options;
  const chromePath = benchChromium();
  const measure = async (url: string, slowdown: number, visitor: Visitor): Promise<PerformanceRun> => {
    const settings = { cpuSlowdownMultiplier: slowdown, onlyCategories: ['performance'] as const, blockedUrlPatterns: visitor.blocked };
    return performanceRun(await lighthouseRun(url, chromePath, cleanup, settings, visitor.cookies));
  };
  const loadAtStart = loadavg();
  const chromium = await chromiumVersion(chromePath);
  const before = await startBenchHost(options.beforeHost, beforeDir);
  cleanup.add(() => before.stop());
  const after = await startBenchHost(options.afterHost, afterDir);
  cleanup.add(() => after.stop());
  const routeList = options.routes ?? (await siteRoutes(after.origin));
  const beforeRoutes = new Set(await siteRoutes(before.origin));
  const visitor = projectControlVisitor();
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
          progress(
            `${route} run ${run}/${runs} at ${slowdown}× ${side.name}: perf ${result.performance}, ` +
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
    `## ${options.section}`,
    '',
    `- Date: ${new Date().toISOString()}; load average ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} at the start, ` +
      `${end.map((load) => load.toFixed(2)).join(' ')} at the end`,
    `- Machine: ${describeMachine(chromium).cpus} CPUs, Node ${process.version}, Chromium ${chromium}`,
    `- Before: \`${beforeDir}\`; after: \`${afterDir}\`${afterConsent === undefined ? '' : `, consent ${afterConsent} (cookie set before each run${afterConsent === 'granted' ? '; Google\'s tag blocked' : ''})`}; served by ${before.served} and ${after.served}; ${runs} run${runs === 1 ? "" : "s"} per route, build ` +
      `and slowdown, taken in turn (order swapped every run); performance only; medians`,
    '',
    pairedTable(results, slowdowns, tolerance),
  ].join('\n');
  await writeResultsSection(options.out, section);
  process.stdout.write(section);
  return 0;
}
