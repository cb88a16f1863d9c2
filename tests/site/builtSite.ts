/**
 * The built site as a static host serves it, read from `dist/` without a
 * browser: a route's file (/a/b is a/b.html), the 404 page, and the
 * page parsed into a DOM (jsdom, no scripts run). The site tests
 * (`npm run test:site`) run after `npm run build` and check what needs no
 * browser: head tags, headings, links, forms, valid HTML. What only a browser
 * can show (hydration, layout, focus, taps) stays in tests/e2e/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { servedFile } from '../../src/site/host/servedFile.ts';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Fails the whole file with the one thing to do, rather than a page at a time with ENOENT. */
export function expectBuilt(): void {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`no built site in ${DIST}: run \`npm run build\` first (npm test does, before these tests)`);
  }
}

/** The file a static host answers a page's address with: / → index.html, /a/b → a/b.html (src/site/host/servedFile.ts). */
export function fileOf(route: string): string {
  const relative = servedFile(route, (candidate) => existsSync(path.join(DIST, candidate)) && statSync(path.join(DIST, candidate)).isFile());
  if (relative === undefined) throw new Error(`no file in ${DIST} answers ${route}`);
  return path.join(DIST, relative);
}

export function builtHtml(route: string): string {
  return readFileSync(fileOf(route), 'utf8');
}

export function notFoundHtml(): string {
  return readFileSync(path.join(DIST, '404.html'), 'utf8');
}

export function builtFile(name: string): string {
  return readFileSync(path.join(DIST, name), 'utf8');
}

/** The page as a browser would build its DOM before any script runs. */
export function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Every file under dist/ (or another build's folder, `root`), relative to it. */
export function builtFiles(root = DIST, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(root, path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))],
  );
}

/** Where `npm run build:sites` writes each client's site: dist-sites/<key>/ (npm test builds them right after dist/). */
export const SITES_DIST = path.resolve(import.meta.dirname, '../../dist-sites');

/** Fails the whole file with the one thing to do when a client's site is not built. */
export function expectSiteBuilt(key: string): string {
  const dir = path.join(SITES_DIST, key);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no built site in ${dir}: run \`npm run build:sites\` first (npm test does, before these tests)`);
  }
  return dir;
}
