import { chromium } from '@playwright/test';
import { argsOrExit } from './argsOrExit.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import { median } from './median.ts';

/**
 * `npm run bench:eval`: how long one built module takes to evaluate in Chromium, in a browser a visitor runs
 * (started on its own, no DevTools session) and in one driven over the DevTools protocol as Lighthouse and
 * Playwright drive it. bench:tasks found React DOM's evaluation to be the longest task on every route, and
 * most of it V8 re-parsing React DOM for source positions (`V8.CollectSourcePositions`); this measures
 * whether a visitor pays that too. A harness page preloads the module (so it is fetched and compiled before
 * the clock starts), evaluates what it imports, then times `import()` of the module alone and sends the
 * figure back to this script's server.
 */
const usage = `Usage: npm run bench:eval -- [options]   (after npm run build)

  --dir <dir>        the build (default dist)
  --modules a,b      modules to time, each the start of a file name in <dir>/assets
                     (default client-: React DOM's client, react-dom/client)
  --runs N           loads per module and browser; the figures are medians (default 7)`;

const values = argsOrExit(
  {
    options: {
      dir: { type: 'string', default: 'dist' },
      modules: { type: 'string', default: 'client-' },
      runs: { type: 'string', default: '7' },
      help: { type: 'boolean' },
    },
  },
  usage,
);


if (values.help === true) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(usage);
  process.exit(2);
}
const assets = path.resolve(values.dir, 'assets');

/** The page's entry starts the app on `load` through a frame callback: stubbed, so only what is timed runs. */
const harnessScript = `
window.requestAnimationFrame = () => 0;
const query = new URLSearchParams(location.search);
const target = query.get('module');
await new Promise((resolve) => setTimeout(resolve, 800));
for (const dependency of query.getAll('dependency')) await import(dependency);
await new Promise((resolve) => setTimeout(resolve, 200));
const start = performance.now();
await import(target);
await fetch('/__result?ms=' + (performance.now() - start).toFixed(2) + '&run=' + query.get('run'));
`;

function harnessPage(module: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="modulepreload" href="${module}"></head>
<body><div id="root" data-modules=""></div><script type="module" src="/__harness.js"></script></body></html>`;
}

/** Every chunk the module imports, directly or not: Vite writes them as `from"./x.js"` and `import"./x.js"`. */
function dependenciesOf(file: string, seen = new Set<string>()): string[] {
  const text = readFileSync(path.join(assets, file), 'utf8');
  for (const [, imported] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (imported === undefined || seen.has(imported)) continue;
    seen.add(imported);
    dependenciesOf(imported, seen);
  }
  return [...seen];
}

interface Harness {
  readonly origin: string;
  next(run: string): Promise<number>;
  stop(): Promise<void>;
}

async function startHarness(): Promise<Harness> {
  const waiting = new Map<string, (ms: number) => void>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/__harness.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(harnessScript);
    } else if (url.pathname === '/__harness.html') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(harnessPage(url.searchParams.get('module') ?? ''));
    } else if (url.pathname === '/__result') {
      waiting.get(url.searchParams.get('run') ?? '')?.(Number(url.searchParams.get('ms')));
      response.writeHead(204).end();
    } else if (url.pathname.startsWith('/assets/') && !url.pathname.includes('..')) {
      try {
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(path.join(assets, url.pathname.slice(8))));
      } catch {
        response.writeHead(404).end();
      }
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    next: (run) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no figure from run ${run} in 30 s`));
        }, 30_000);
        waiting.set(run, (ms) => {
          clearTimeout(timer);
          resolve(ms);
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A visitor's browser: Chromium started on its own, nothing attached to it. */
async function timeAsVisitor(harness: Harness, url: string, run: string): Promise<number> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-eval-'));
  const figure = harness.next(run);
  const browser = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--headless=new', ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, url], {
    stdio: 'ignore',
    // Its own process group, so its renderer and helpers go with it and stop writing to the profile.
    detached: true,
  });
  try {
    return await figure;
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

async function main(): Promise<void> {
  const files = readdirSync(assets);
  const modules = values.modules.split(',').map((prefix) => {
    const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (file === undefined) throw new Error(`no module in ${assets} starts with "${prefix}"`);
    return file;
  });
  const loadAtStart = loadavg();
  const harness = await startHarness();
  const driven = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const rows: string[] = [];
  try {
    for (const file of modules) {
      const query = new URLSearchParams({ module: `/assets/${file}` });
      for (const dependency of dependenciesOf(file)) query.append('dependency', `/assets/${dependency}`);
      const visitor: number[] = [];
      const devtools: number[] = [];
      for (let run = 0; run < runs; run++) {
        visitor.push(await timeAsVisitor(harness, `${harness.origin}/__harness.html?${query.toString()}&run=v${String(run)}`, `v${String(run)}`));
        const context = await driven.newContext();
        const figure = harness.next(`d${String(run)}`);
        await (await context.newPage()).goto(`${harness.origin}/__harness.html?${query.toString()}&run=d${String(run)}`);
        devtools.push(await figure);
        await context.close();
      }
      const kb = readFileSync(path.join(assets, file)).length / 1024;
      const row = `| \`${file}\` | ${kb.toFixed(1)} | ${median(visitor).toFixed(1)} (${Math.min(...visitor).toFixed(1)}–${Math.max(...visitor).toFixed(1)}) | ${median(devtools).toFixed(1)} (${Math.min(...devtools).toFixed(1)}–${Math.max(...devtools).toFixed(1)}) |`;
      console.error(`[eval] ${row}`);
      rows.push(row);
    }
  } finally {
    await driven.close();
    await harness.stop();
  }
  console.log(
    [
      `Load average (1, 5, 15 min): ${loadAtStart.map((load) => load.toFixed(2)).join(' ')} at the start, ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the end; ${String(runs)} runs; \`${values.dir}\``,
      '',
      '| module | KB | evaluation, no DevTools session (ms) | with a DevTools session, as Lighthouse (ms) |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

try {
  await main();
} catch (error) {
  console.error(`[eval] could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
