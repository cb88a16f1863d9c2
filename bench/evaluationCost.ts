import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import { benchChromium } from './benchChromium.ts';
import type { BenchContext } from './benchKind.ts';
import type { EvalOptions } from './parseEvalOptions.ts';
import { loadAverageSince } from './loadAverageSince.ts';
import { formatMedianRange } from './format.ts';
import { startVisitorBrowser } from './visitorBrowser.ts';

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
function dependenciesOf(assets: string, file: string, seen = new Set<string>()): string[] {
  const text = readFileSync(path.join(assets, file), 'utf8');
  for (const [, imported] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (imported === undefined || seen.has(imported)) continue;
    seen.add(imported);
    dependenciesOf(assets, imported, seen);
  }
  return [...seen];
}

interface Harness {
  readonly origin: string;
  next(run: string): Promise<number>;
  stop(): Promise<void>;
}

async function startHarness(assets: string): Promise<Harness> {
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
  const figure = harness.next(run);
  const browser = startVisitorBrowser(benchChromium(), () => ['--headless=new', url]);
  try {
    return await figure;
  } finally {
    await browser.stop();
  }
}

/**
 * `npm run bench -- eval`: how long one built module takes to evaluate in Chromium, in a browser a visitor runs
 * (started on its own, no DevTools session) and in one driven over the DevTools protocol as Lighthouse and
 * Playwright drive it. The tasks bench found React DOM's evaluation to be the longest task on every route, and
 * most of it V8 re-parsing React DOM for source positions (`V8.CollectSourcePositions`); this measures
 * whether a visitor pays that too. A harness page preloads the module (so it is fetched and compiled before
 * the clock starts), evaluates what it imports, then times `import()` of the module alone and sends the
 * figure back to this script's server.
 */
export async function evaluationCost({ dir, modules: prefixes, runs }: EvalOptions, { progress }: BenchContext): Promise<number> {
  const assets = path.resolve(dir, 'assets');
  const files = readdirSync(assets);
  const modules = prefixes.map((prefix) => {
    const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (file === undefined) throw new Error(`no module in ${assets} starts with "${prefix}"`);
    return file;
  });
  const loadAtStart = loadavg();
  const harness = await startHarness(assets);
  const driven = await chromium.launch(chromeLaunchOptions('full'));
  const rows: string[] = [];
  try {
    for (const file of modules) {
      const query = new URLSearchParams({ module: `/assets/${file}` });
      for (const dependency of dependenciesOf(assets, file)) query.append('dependency', `/assets/${dependency}`);
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
      const row = `| \`${file}\` | ${kb.toFixed(1)} | ${formatMedianRange(visitor, 1)} | ${formatMedianRange(devtools, 1)} |`;
      progress(row);
      rows.push(row);
    }
  } finally {
    await driven.close();
    await harness.stop();
  }
  console.log(
    [
      `${loadAverageSince(loadAtStart)}; ${String(runs)} runs; \`${dir}\``,
      '',
      '| module | KB | evaluation, no DevTools session (ms) | with a DevTools session, as Lighthouse (ms) |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
  return 0;
}
