import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import { artFiles } from '../src/art/artHashes.ts';
import type { BenchContext } from './benchKind.ts';
import type { SvgCostOptions } from './parseSvgCostOptions.ts';
import { median } from './median.ts';
import { svgRewrites } from './svgRewrites.ts';

async function serve(root: string) {
  const server = createServer((request, response) => {
    const url = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (url === '/') {
      const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><title>svg</title><img src="${src}" width="400" alt="">`);
      return;
    }
    // /rewrite/<name>/art/… is the artwork rewritten by that name's rewrite.
    const rewrite = /^\/rewrite\/([^/]+)(\/.*)$/.exec(url);
    const change = svgRewrites.find((candidate) => candidate.name === rewrite?.[1])?.rewrite ?? ((svg: string) => svg);
    readFile(path.join(root, 'public', rewrite?.[2] ?? url), 'utf8').then(
      (body) => {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        response.end(change(body));
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
}

interface TraceEvent {
  name: string;
  dur?: number;
}

async function drawCost(browser: Browser, url: string, slowdown: number): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Scripts are off (as in the page-without-scripts figure), so no frame callback to wait on: the image's
  // load event has fired by now, and its parse and layout ran before it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events.filter((event) => event.name === 'SVGImage::DataChanged').reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
}

/**
 * `npm run bench -- svg-cost [--runs 3] [--slowdown 4]`: what each SVG under public/art/ costs the main
 * thread when a page draws it as an `<img>`, alone on an empty page, in Chromium with the CPU slowed
 * down as Lighthouse slows it. The figure is the sum of `SVGImage::DataChanged` in a trace (the SVG
 * parsed into a document of its own and laid out), the median of a few visits. It is what the art
 * rule (src/art/artRule.ts) weighs: an artwork the rule keeps as a vector must stay cheap here.
 * `--only projects/` measures the artwork whose path holds that text; `--rewrites` also measures each one
 * with its lettering simplified (bench/svgRewrites.ts), to see what simpler type would save.
 */
export async function svgDrawCost(options: SvgCostOptions, { progress }: BenchContext): Promise<number> {
  const ways = [{ name: 'as-is', heading: 'as drawn', prefix: '' }, ...(options.rewrites ? svgRewrites.map((way) => ({ ...way, prefix: `/rewrite/${way.name}` })) : [])];
  const root = path.resolve(import.meta.dirname, '..');
  const { server, origin } = await serve(root);
  const browser = await chromium.launch(chromeLaunchOptions());
  const rows: { src: string; ms: number; ways: Record<string, number> }[] = [];
  try {
    for (const { src } of artFiles(root).filter((art) => art.src.includes(options.only))) {
      const costs: Record<string, number> = {};
      for (const way of ways) {
        const runs: number[] = [];
        const url = `${origin}/?src=${encodeURIComponent(way.prefix + src)}`;
        for (let run = 0; run < options.runs; run++) runs.push(await drawCost(browser, url, options.slowdown));
        costs[way.name] = Math.round(median(runs));
        progress(`${src} ${way.name}: ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      }
      rows.push({ src, ms: costs['as-is'] ?? 0, ways: costs });
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (options.json) {
    console.log(JSON.stringify(rows, null, 2));
    return 0;
  }
  console.log(`SVGImage::DataChanged at ${String(options.slowdown)}× CPU slowdown, ms, median of ${String(options.runs)} visits:\n`);
  console.log(`| artwork | ${ways.map((way) => way.heading).join(' | ')} |`);
  console.log(`| --- | ${ways.map(() => '---:').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.src} | ${ways.map((way) => String(row.ways[way.name] ?? '')).join(' | ')} |`);
  return 0;
}
