import { loadavg } from 'node:os';
import { benchChromium } from './benchChromium.ts';
import type { BenchContext } from './benchKind.ts';
import { budget } from './budget.ts';
import { budgetFailures } from './budgetFailures.ts';
import { formatKb } from './format.ts';
import { googleTagBlocked } from './googleTagBlocked.ts';
import { CONSENT_COOKIE } from '../src/analytics/consentChoice.ts';
import { projectControlVisitor } from './controlVisitor.ts';
import { lighthouseRun } from './lighthouseRun.ts';
import { chromiumVersion, describeMachine } from './machine.ts';
import { pageBytes } from './pageBytes.ts';
import type { Options } from './parseOptions.ts';
import { performanceRun, type PerformanceRun } from './performanceRun.ts';
import { resultsSection, type RouteResult } from './resultsTable.ts';
import { runMetrics } from './runMetrics.ts';
import { runNpmScript } from './runNpmScript.ts';
import { runVariants, type RunVariant } from './runVariants.ts';
import { scriptsLoaded } from './scriptsLoaded.ts';
import { siteRoutes } from './siteRoutes.ts';
import { spread } from './spread.ts';
import { startBenchHost } from './benchHost.ts';
import { summarizeRoute, type RunResult } from './summarizeRoute.ts';
import { uncheckedLimits } from './uncheckedLimits.ts';
import { writeResultsSection } from './writeResultsSection.ts';

/** With consent granted a page asks for Google's tag: see googleTagBlocked. */
function withConsent(variants: RunVariant[], consent: Options['consent']): RunVariant[] {
  if (consent !== 'granted') return variants;
  return variants.map((variant) => ({
    ...variant,
    settings: { ...variant.settings, blockedUrlPatterns: [...variant.settings.blockedUrlPatterns, ...googleTagBlocked] },
  }));
}

/**
 * `npm run bench` (or `npm run bench -- lighthouse`): build, serve as a static host would, run Lighthouse on
 * each route (at 4×, at each further CPU slowdown, and at 4× with the site's scripts blocked:
 * bench/runVariants.ts) and check the medians against bench/budget.ts. Exit codes: 0 within budget, 1 a route
 * misses the budget, 2 the bench itself could not run. Progress goes to stderr, the markdown section to stdout
 * and into the --out file.
 */
export async function lighthouse(options: Options, context: BenchContext): Promise<number> {
  const { cleanup, progress } = context;
  const loadAtStart = loadavg();
  const chromePath = benchChromium();
  const chromium = await chromiumVersion(chromePath);
  const { origin, served } = options.url === undefined ? await startServer(options, context) : { origin: options.url, served: `served by ${options.url}` };
  const routeList = options.routes ?? (await siteRoutes(origin));
  const variants = withConsent(runVariants(options, origin), options.consent);
  const visitor = projectControlVisitor();
  const cookies = options.consent === undefined ? [visitor] : [visitor, { name: CONSENT_COOKIE, value: options.consent }];
  progress(`${routeList.length} routes × ${options.runs} runs × ${variants.map((variant) => variant.label).join(', ')}`);
  const routes: RouteResult[] = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = 'unknown';

  for (const route of routeList) {
    const base: RunResult[] = [];
    const slower = new Map<number, PerformanceRun[]>();
    const noScripts: PerformanceRun[] = [];
    for (let run = 1; run <= options.runs; run++) {
      for (const variant of variants) {
        const lhr = await lighthouseRun(`${origin}${route}`, chromePath, cleanup, variant.settings, cookies);
        lighthouseVersion = lhr.lighthouseVersion;
        const where = `${route} run ${run}/${options.runs} at ${variant.label}`;
        if (variant.kind === 'base') {
          const result = { ...runMetrics(lhr), ...pageBytes(lhr) };
          base.push(result);
          benchmarkIndexes.push(result.benchmarkIndex);
          progress(
            `${where}: perf ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, ` +
              `JS ${formatKb(result.jsBytes)} KB, fonts ${formatKb(result.fontBytes)} KB, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
          );
          continue;
        }
        if (variant.kind === 'noScripts') {
          const loaded = scriptsLoaded(lhr, origin);
          if (loaded.length > 0) throw new Error(`${where}: the blocked patterns let through ${loaded.join(', ')}`);
        }
        const result = performanceRun(lhr);
        benchmarkIndexes.push(result.benchmarkIndex);
        if (variant.kind === 'slower') slower.set(variant.slowdown, [...(slower.get(variant.slowdown) ?? []), result]);
        else noScripts.push(result);
        progress(`${where}: perf ${result.performance}, TBT ${Math.round(result.tbtMs)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}`);
      }
    }
    const summary = summarizeRoute(route, {
      base,
      slower: [...slower].map(([slowdown, runs]) => ({ slowdown, runs })),
      noScripts,
    });
    routes.push({ summary, failures: budgetFailures(summary, budget) });
  }

  const section = resultsSection(
    {
      date: new Date().toISOString(),
      machine: describeMachine(chromium),
      loadAverage: { start: loadAtStart, end: loadavg() },
      lighthouseVersion,
      runsPerRoute: options.runs,
      served,
      slowdowns: options.slowdowns,
      scriptsCheck: options.scriptsCheck,
      benchmarkIndex: spread(benchmarkIndexes),
      unchecked: uncheckedLimits(budget, options),
      routes,
    },
    options.section,
  );
  await writeResultsSection(options.out, section);
  process.stdout.write(section);
  progress(`written to ${options.out} under "## ${options.section}"`);
  return routes.some((route) => route.failures.length > 0) ? 1 : 0;
}

async function startServer(options: Options, { cleanup, progress }: BenchContext): Promise<{ origin: string; served: string }> {
  const dir = options.dir ?? 'dist';
  if (options.build) {
    // --outDir is understood by both `vite build` and the prerender build script.
    const args = options.dir === undefined ? [] : ['--outDir', options.dir];
    progress(args.length === 0 ? 'npm run build' : `npm run build -- ${args.join(' ')}`);
    await runNpmScript('build', args);
  }
  const host = await startBenchHost(options.host, dir);
  cleanup.add(() => host.stop());
  progress(`serving ${dir} at ${host.origin} (${host.served})`);
  return { origin: host.origin, served: `\`${dir}\` served by ${host.served} at ${host.origin}` };
}
