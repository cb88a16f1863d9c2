import { chromium, type Browser } from '@playwright/test';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { loadavg } from 'node:os';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import type { BenchContext } from './benchKind.ts';
import type { TasksOptions } from './parseTasksOptions.ts';
import { projectControlVisitor, type VisitorCookie } from './controlVisitor.ts';
import { loadAverageSince } from './loadAverageSince.ts';
import { median } from './median.ts';
import { siteRoutes } from './siteRoutes.ts';
import { startStaticHost } from './staticHost.ts';
import { scriptsBlocking, scriptTasks, type ScriptTask, type TraceEvent } from './scriptTasks.ts';

async function traceRoute(browser: Browser, origin: string, route: string, visitor: VisitorCookie): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ ...visitor, url: origin }]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TraceGatherer.getDefaultTraceCategories() });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    // Hydrated (React's mark on the container), or a page with nothing to hydrate.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root?.dataset.modules === undefined || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    const trace = await browser.stopTracing();
    return (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

const format = (ms: number) => ms.toFixed(1);

/**
 * `npm run bench -- tasks`: what the page's scripts make the main thread do in one go, by name. Each route is
 * loaded in a fresh Chromium context (a first visit, as the control visitor, at a Moto G Power's viewport)
 * with Lighthouse's own trace categories, until it has hydrated and been quiet for two seconds; every task
 * that runs the site's script is listed with its CPU time (the trace's thread time, which another process
 * on a shared machine inflates much less than the wall time Lighthouse's simulation scales) and what it
 * ran (a module evaluated, a callback and its function), and how much of it was the script. Lighthouse
 * simulates a CPU N× slower by scaling each task N times, and counts what a task spends over 50 ms as
 * blocking time, so a task of CPU time t blocks for max(0, N·t − 50) ms: the table gives, at 4× and 6×,
 * what the scripts add to that (see blockingAt), the median of the runs.
 */
export async function longTasks({ dir, routes: named, runs, minMs }: TasksOptions, { progress }: BenchContext): Promise<number> {
  const loadAtStart = loadavg();
  const host = await startStaticHost(dir);
  const browser = await chromium.launch(chromeLaunchOptions('full'));
  try {
    const visitor = projectControlVisitor();
    const routes = named ?? (await siteRoutes(host.origin));
    const rows: string[] = [];
    for (const route of routes) {
      const perRun: ScriptTask[][] = [];
      for (let run = 0; run < runs; run++) perRun.push(scriptTasks(await traceRoute(browser, host.origin, route, visitor), host.origin));
      const at4 = perRun.map((tasks) => scriptsBlocking(4, tasks));
      const at6 = perRun.map((tasks) => scriptsBlocking(6, tasks));
      // The listed tasks are those of the run whose blocking time at 4× is the median one.
      const middle = perRun[at4.indexOf([...at4].sort((a, b) => a - b)[Math.floor((runs - 1) / 2)] ?? 0)] ?? [];
      const longest = median(perRun.map((tasks) => Math.max(0, ...tasks.map((task) => task.cpuMs))));
      const listed = middle
        .filter((task) => task.cpuMs >= minMs)
        .map((task) => `${format(task.cpuMs)}${task.scriptMs < task.cpuMs * 0.9 ? ` (script ${format(task.scriptMs)})` : ''} ${task.what}`);
      const row = `| \`${route}\` | ${format(median(at4))} | ${format(median(at6))} | ${format(longest)} | ${listed.join('; ') || '–'} |`;
      progress(`${route}: ${row}`);
      rows.push(row);
    }
    console.log(
      [
        `${loadAverageSince(loadAtStart)}; ${String(runs)} runs a route; \`${dir}\``,
        '',
        `| route | scripts add at 4× (ms) | at 6× (ms) | longest script task (ms CPU) | script tasks of ${String(minMs)} ms CPU or more (median run) |`,
        '| --- | ---: | ---: | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await host.stop();
  }
  return 0;
}
