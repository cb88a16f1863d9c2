import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import { freePort } from '../src/harness/freePort.ts';
import type { ImagesOptions } from './parseImagesOptions.ts';
import { siteRoutes } from './siteRoutes.ts';

const VIEWPORTS: readonly { name: string; context: BrowserContextOptions }[] = [
  { name: 'desktop 1366×900', context: { viewport: { width: 1366, height: 900 } } },
  // Playwright's isMobile leaves the device scale factor at 1; a phone of this size draws at 3.
  { name: 'phone 390×844 @3x', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  // The phone Lighthouse emulates (a Moto G Power), the size the performance budget is measured at.
  { name: 'phone 412×823 @1.75x', context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } },
];

async function preview(dir: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  // Vite's own script under this Node, not npx, so that killing the child stops the server itself.
  const vite = path.resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');
  const server = spawn(process.execPath, [vite, 'preview', '--outDir', dir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  for (let tries = 0; tries < 100; tries++) {
    if (await fetch(origin).then((response) => response.ok, () => false)) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview of ${dir} did not answer on ${origin}`);
}

/** The encoded bytes of the images one visit loads without scrolling, and each image's address and bytes. */
async function bytesBeforeScrolling(browser: Browser, url: string, context: BrowserContextOptions): Promise<{ total: number; files: string[] }> {
  const visit = await browser.newContext(context);
  const page = await visit.newPage();
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') sizes.push(request.sizes().then((size) => [new URL(request.url()).pathname, size.responseBodySize]));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(sizes);
  await visit.close();
  return { total: loaded.reduce((sum, [, bytes]) => sum + bytes, 0), files: loaded.map(([file, bytes]) => `${file} ${String(bytes)}`) };
}

/**
 * `npm run bench -- images --dir <before> --dir <after>`: the bytes of images each route loads before
 * the visitor scrolls, at a desktop and a phone size, for one build or several side by side. Each build
 * is served by `vite preview` (gzip, as `npm run preview` serves); a page is opened, left until the
 * network is idle and never scrolled, and the encoded body of every image response is summed, so lazy
 * images the browser fetches ahead of the viewport count too. With two or more builds, the last is held
 * to the first: the command exits 1 naming each route that loads more. `--files` also prints each image
 * a visit loaded, with its bytes.
 */
export async function imageBytes({ dirs, routes: named, files: listFiles }: ImagesOptions): Promise<number> {
  const browser = await chromium.launch(chromeLaunchOptions());
  const table = new Map<string, number[]>();
  let routes: readonly string[] = named ?? [];
  try {
    for (const dir of dirs) {
      const { origin, server } = await preview(dir);
      try {
        if (routes.length === 0) routes = await siteRoutes(origin);
        for (const route of routes) {
          const row = table.get(route) ?? [];
          for (const viewport of VIEWPORTS) {
            const { total, files } = await bytesBeforeScrolling(browser, `${origin}${route}`, viewport.context);
            row.push(total);
            if (listFiles) console.error(`${path.basename(dir)} ${route} ${viewport.name}:\n  ${files.join('\n  ')}`);
          }
          table.set(route, row);
        }
      } finally {
        server.kill();
      }
    }
  } finally {
    await browser.close();
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const names = dirs.map((dir) => path.basename(dir));
  const columns = VIEWPORTS.flatMap((viewport, v) => names.map((name, d) => ({ title: `${viewport.name} ${name} (KB)`, index: d * VIEWPORTS.length + v })));
  console.log(`| route | ${columns.map((column) => column.title).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---:').join(' | ')} |`);
  const heavier: string[] = [];
  for (const [route, row] of table) {
    console.log(`| ${route} | ${columns.map((column) => kb(row[column.index] ?? 0)).join(' | ')} |`);
    VIEWPORTS.forEach((viewport, v) => {
      const first = row[v] ?? 0;
      const last = row[(dirs.length - 1) * VIEWPORTS.length + v] ?? 0;
      if (last > first) heavier.push(`${route} at ${viewport.name}: ${kb(last)} KB, was ${kb(first)} KB`);
    });
  }
  if (dirs.length > 1 && heavier.length > 0) {
    console.error(`\nMore image bytes before scrolling than ${names[0] ?? ''}:\n  ${heavier.join('\n  ')}`);
    return 1;
  }
  return 0;
}
