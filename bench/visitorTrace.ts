import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BenchContext } from './benchKind.ts';
import type { VisitorOptions } from './parseVisitorOptions.ts';
import { loadAverageSince } from './loadAverageSince.ts';
import { formatMedianRange } from './format.ts';
import { startStaticHost } from './staticHost.ts';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './mainThreadFigures.ts';
import { startVisitorBrowser } from './visitorBrowser.ts';

const shell = () => process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';

/**
 * The trace's categories: the main thread's tasks and what ran in them, V8's compiles (the `disabled-by-default`
 * one names each lazy compile), and the first paint. None of them makes V8 collect source positions.
 */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'loading', 'blink'];

/** One load in a browser of its own, nothing attached to it: it traces its first `seconds` and writes the trace, then is stopped. */
async function traceLoad(url: string, seconds: number): Promise<TraceEvent[]> {
  const browser = startVisitorBrowser(shell(), (profile) => [
    '--window-size=412,823',
    `--trace-startup=${CATEGORIES.join(',')}`,
    '--trace-startup-format=json',
    `--trace-startup-file=${path.join(profile, 'trace.json')}`,
    `--trace-startup-duration=${String(seconds)}`,
    url,
  ]);
  const file = path.join(browser.profile, 'trace.json');
  try {
    // The shell keeps the page open after the trace is written: wait for the file to be whole, then stop it.
    const deadline = Date.now() + (seconds + 20) * 1000;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
        return trace.traceEvents;
      } catch {
        if (Date.now() > deadline) throw new Error(`no whole trace of ${url} in ${String(seconds + 20)} s (${shell()})`);
      }
    }
  } finally {
    await browser.stop();
  }
}

/**
 * `npm run bench -- visitor`: what a page load costs the main thread of a visitor's browser. Lighthouse and
 * the tasks and tap benches all drive Chromium over the DevTools protocol, and a browser with a DevTools session
 * pays for things a visitor's does not (React DOM's evaluation: see the eval bench). Here Chromium's headless shell
 * is started on its own, with nothing attached, and traces itself from start-up (`--trace-startup`) into a file
 * this script reads once the browser has exited: the main thread's tasks, what V8 compiled on it, what it
 * compiled on a background thread instead, and what the tasks after the first paint would block at 4× and 6×,
 * as Lighthouse's simulation counts a task (N times its length, less 50 ms).
 *
 * With no DevTools session there is no cookie to set first: a split-tested step is drawn in the variant the
 * visitor is given at random, as it is for a first visit.
 */
export async function visitorTrace({ dir, routes, runs, seconds }: VisitorOptions, { progress }: BenchContext): Promise<number> {
  const loadAtStart = loadavg();
  const host = await startStaticHost(dir);
  const rows: string[] = [];
  try {
    for (const route of routes) {
      const figures: MainThreadFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const figure = mainThreadFigures(await traceLoad(`${host.origin}${route}`, seconds));
        figures.push(figure);
        progress(
          `${route} run ${String(run)}/${String(runs)}: main thread ${figure.mainMs.toFixed(0)} ms, compiled there ${figure.compileMs.toFixed(0)} ms, ` +
            `off it ${figure.backgroundCompileMs.toFixed(0)} ms, blocking at 4× ${figure.blockingAt4.toFixed(0)} ms, at 6× ${figure.blockingAt6.toFixed(0)} ms`,
        );
      }
      const column = (pick: (figure: MainThreadFigures) => number) => formatMedianRange(figures.map(pick));
      rows.push(
        `| \`${route}\` | ${column((f) => f.mainMs)} | ${column((f) => f.compileMs)} | ${column((f) => f.evaluateMs)} | ${column((f) => f.backgroundCompileMs)} | ${column((f) => f.longestMs)} | ${column((f) => f.blockingAt4)} | ${column((f) => f.blockingAt6)} |`,
      );
    }
  } finally {
    await host.stop();
  }
  console.log(
    [
      `${loadAverageSince(loadAtStart)}; ${String(runs)} runs a route; \`${dir}\`; ms of wall time on this machine's main thread (or, for what compiled off it, on background threads), median (lowest–highest)`,
      '',
      '| route | main thread, all tasks | compiled on it | modules evaluated | compiled off it | longest task after first paint | blocking at 4× | at 6× |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
  return 0;
}
