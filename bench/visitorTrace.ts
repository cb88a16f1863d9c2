import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import { argsOrExit } from './argsOrExit.ts';
import { median } from './median.ts';
import { parseRoutes, parseRuns } from './parseOptions.ts';
import { startStaticHost } from './staticHost.ts';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './mainThreadFigures.ts';

/**
 * `npm run bench:visitor`: what a page load costs the main thread of a visitor's browser. Lighthouse,
 * bench:tasks and bench:tap all drive Chromium over the DevTools protocol, and a browser with a DevTools session
 * pays for things a visitor's does not (React DOM's evaluation: see bench:eval). Here Chromium's headless shell
 * is started on its own, with nothing attached, and traces itself from start-up (`--trace-startup`) into a file
 * this script reads once the browser has exited: the main thread's tasks, what V8 compiled on it, what it
 * compiled on a background thread instead, and what the tasks after the first paint would block at 4× and 6×,
 * as Lighthouse's simulation counts a task (N times its length, less 50 ms).
 *
 * With no DevTools session there is no cookie to set first: a split-tested step is drawn in the variant the
 * visitor is given at random, as it is for a first visit.
 */
const usage = `Usage: npm run bench:visitor -- [options]   (after npm run build)

  --dir <dir>       the build to serve, as bench/staticHost.ts serves it (default dist)
  --routes /a,/b    the routes to load (default /,/funnels/skincare,/funnels/skincare/order)
  --runs N          loads per route, each in a new browser and profile; figures are medians (default 5)
  --seconds N       how long each load is traced, from the browser's start (default 7)`;

const values = argsOrExit(
  {
    options: {
      dir: { type: 'string', default: 'dist' },
      routes: { type: 'string', default: '/,/funnels/skincare,/funnels/skincare/order' },
      runs: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '7' },
      help: { type: 'boolean' },
    },
  },
  usage,
);

if (values.help === true) {
  console.log(usage);
  process.exit(0);
}
/** The command line's numbers and routes, read as the other benches read theirs; a bad one ends the run in a sentence. */
function readOptions(): { runs: number; seconds: number; routes: string[] } {
  try {
    const seconds = Number(values.seconds);
    if (!Number.isInteger(seconds) || seconds < 3) throw new Error(`--seconds must be a whole number of at least 3, not "${values.seconds}"`);
    return { runs: parseRuns(values.runs), seconds, routes: parseRoutes(values.routes) };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}
const { runs, seconds, routes } = readOptions();
const shell = process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';

/**
 * The trace's categories: the main thread's tasks and what ran in them, V8's compiles (the `disabled-by-default`
 * one names each lazy compile), and the first paint. None of them makes V8 collect source positions.
 */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'loading', 'blink'];

/** One load in a browser of its own, nothing attached to it: it traces its first `seconds` and writes the trace, then is stopped. */
async function traceLoad(url: string): Promise<TraceEvent[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-visitor-'));
  const file = path.join(profile, 'trace.json');
  const browser = spawn(
    shell,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--window-size=412,823',
      `--trace-startup=${CATEGORIES.join(',')}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${String(seconds)}`,
      url,
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    // The shell keeps the page open after the trace is written: wait for the file to be whole, then stop it.
    const deadline = Date.now() + (seconds + 20) * 1000;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
        return trace.traceEvents;
      } catch {
        if (Date.now() > deadline) throw new Error(`no whole trace of ${url} in ${String(seconds + 20)} s (${shell})`);
      }
    }
  } finally {
    // An 'exit' already emitted is not emitted again: wait only for a browser still running.
    if (browser.pid !== undefined && browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      process.kill(-browser.pid, 'SIGKILL');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

const format = (values: readonly number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const host = await startStaticHost(values.dir);
  const rows: string[] = [];
  try {
    for (const route of routes) {
      const figures: MainThreadFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const figure = mainThreadFigures(await traceLoad(`${host.origin}${route}`));
        figures.push(figure);
        console.error(
          `[visitor] ${route} run ${String(run)}/${String(runs)}: main thread ${figure.mainMs.toFixed(0)} ms, compiled there ${figure.compileMs.toFixed(0)} ms, ` +
            `off it ${figure.backgroundCompileMs.toFixed(0)} ms, blocking at 4× ${figure.blockingAt4.toFixed(0)} ms, at 6× ${figure.blockingAt6.toFixed(0)} ms`,
        );
      }
      const column = (pick: (figure: MainThreadFigures) => number) => format(figures.map(pick));
      rows.push(
        `| \`${route}\` | ${column((f) => f.mainMs)} | ${column((f) => f.compileMs)} | ${column((f) => f.evaluateMs)} | ${column((f) => f.backgroundCompileMs)} | ${column((f) => f.longestMs)} | ${column((f) => f.blockingAt4)} | ${column((f) => f.blockingAt6)} |`,
      );
    }
  } finally {
    await host.stop();
  }
  console.log(
    [
      `Load average (1, 5, 15 min): ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} at the start, ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the end; ${String(runs)} runs a route; \`${values.dir}\`; ms of wall time on this machine's main thread (or, for what compiled off it, on background threads), median (lowest–highest)`,
      '',
      '| route | main thread, all tasks | compiled on it | modules evaluated | compiled off it | longest task after first paint | blocking at 4× | at 6× |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

try {
  await main();
} catch (error) {
  console.error(`[visitor] could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
