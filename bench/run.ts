import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assetBytes } from './assetBytes.ts';
import { assetsBeforeInteractive } from './assetsBeforeInteractive.ts';
import { budget } from './budget.ts';
import { budgetFailures } from './budgetFailures.ts';
import { Cleanup } from './cleanup.ts';
import { formatKb, formatMs } from './format.ts';
import { freePort } from '../src/build/freePort.ts';
import { createGzipSizer } from './gzipSizer.ts';
import { lighthouseRun } from './lighthouseRun.ts';
import { chromiumVersion, describeMachine } from './machine.ts';
import { parseOptions, usage, type Options } from './parseOptions.ts';
import { resultsMarkdown, type RouteResult } from './resultsTable.ts';
import { runMetrics } from './runMetrics.ts';
import { runNpmScript } from './runNpmScript.ts';
import { servePreview } from './servePreview.ts';
import { summarizeRoute, type RunResult } from './summarizeRoute.ts';

/**
 * `npm run bench`: build, serve, run Lighthouse on each route and check the medians against bench/budget.ts.
 * Exit codes: 0 within budget, 1 a route misses the budget, 2 the bench itself could not run.
 * Progress goes to stderr, the markdown table to stdout and to the --out file.
 */
const cleanup = new Cleanup();

async function bench(options: Options): Promise<number> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chromium = await chromiumVersion(chromePath);
  const origin = options.url ?? (await startServer(options));
  const gzipSizeOf = createGzipSizer();
  const routes: RouteResult[] = [];
  let lighthouseVersion = 'unknown';

  for (const route of options.routes) {
    const runs: RunResult[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const lhr = await lighthouseRun(`${origin}${route}`, chromePath, cleanup);
      lighthouseVersion = lhr.lighthouseVersion;
      const result = { ...runMetrics(lhr), ...(await assetBytes(assetsBeforeInteractive(lhr), origin, gzipSizeOf)) };
      runs.push(result);
      progress(
        `${route} run ${run}/${options.runs}: perf ${result.scores.performance}, LCP ${formatMs(result.lcpMs)}, ` +
          `TBT ${Math.round(result.tbtMs)} ms, JS ${formatKb(result.jsBytes)} KB gz`,
      );
    }
    const summary = summarizeRoute(route, runs);
    routes.push({ summary, failures: budgetFailures(summary, budget) });
  }

  const markdown = resultsMarkdown(
    {
      date: new Date().toISOString(),
      machine: describeMachine(chromium),
      lighthouseVersion,
      runsPerRoute: options.runs,
      baseUrl: origin,
      routes,
    },
    budget,
  );
  await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
  await writeFile(options.out, markdown);
  process.stdout.write(markdown);
  progress(`written to ${options.out}`);
  return routes.some((route) => route.failures.length > 0) ? 1 : 0;
}

async function startServer(options: Options): Promise<string> {
  if (options.build) {
    // --outDir is understood by both `vite build` and the prerender build script.
    const args = options.dir === undefined ? [] : ['--outDir', options.dir];
    progress(args.length === 0 ? 'npm run build' : `npm run build -- ${args.join(' ')}`);
    await runNpmScript('build', args);
  }
  const server = await servePreview(await freePort(), options.dir);
  cleanup.add(() => server.stop());
  progress(`serving ${options.dir ?? 'dist'} at ${server.origin}`);
  return server.origin;
}

function progress(message: string): void {
  console.error(`[bench] ${message}`);
}

async function exit(code: number): Promise<never> {
  await cleanup.runAll();
  // Lighthouse can leave sockets open; the bench is done, so it exits rather than waits for them.
  process.exit(code);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping Chromium and the server`);
    void exit(code);
  });
}

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
try {
  await exit(await bench(options));
} catch (error) {
  console.error(`[bench] could not run: ${error instanceof Error ? error.message : String(error)}`);
  await exit(2);
}
