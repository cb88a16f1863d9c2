import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFacts } from '../../../schemas/site.ts';
import { pageLanguage } from '../../i18n/pageLanguage.ts';
import { pageAlternates } from '../../i18n/languagePaths.ts';
import type { RenderedPage } from '../../entry-server.tsx';
import { composePage } from './composePage.ts';
import { modulePreloads, readManifest } from './viteManifest.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * The entry stylesheet is a couple of KB of @font-face rules; inline, it costs
 * the first paint no extra round trip (a <link> would block rendering on one).
 */
async function inlineStylesheets(outDir: string, template: string): Promise<string> {
  let html = template;
  for (const [tag, href] of template.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)) {
    if (href === undefined) continue;
    const css = await readFile(path.join(outDir, href), 'utf8');
    html = html.replace(tag, () => `<style>${css}</style>`);
  }
  return html;
}

export interface ServerEntry {
  renderPage(url: string): Promise<RenderedPage>;
  sitePaths(): string[];
  /** Split tests' variant pages: written like the others, left out of the sitemap. */
  variantPaths(): string[];
  /** The pages of steps that depend on earlier answers: written like the others, left out of the sitemap. */
  answerPaths(): string[];
  /** The blocking head scripts of one page (a split test's, which must run before it paints). */
  headScripts(url: string): string[];
  site: SiteFacts;
}

/**
 * The files a page is written to. `/a/b` is `a/b.html`, which Cloudflare Pages, Netlify and GitHub Pages
 * all answer at `/a/b` with a 200, and `a/b/index.html` too, which answers `/a/b/` (a 404 on GitHub Pages
 * without it) with the same page, its canonical link naming `/a/b` (docs/deploy.md#one-address-a-page).
 */
export function filesFor(outDir: string, urlPath: string): string[] {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length === 0) return [path.join(outDir, 'index.html')];
  return [`${path.join(outDir, ...segments)}.html`, path.join(outDir, ...segments, 'index.html')];
}

/** The module the entry (src/main.tsx) starts the app with. */
const APP_MODULE = 'src/startApp.tsx';

// Any path no route knows renders the 404 page; this one names itself in case it shows up in a log.
const NOT_FOUND_PATH = '/404';

/** Writes every route's HTML, 404.html, sitemap.xml and robots.txt into a client build. */
export async function prerenderSite(outDir: string, server: ServerEntry): Promise<string[]> {
  const template = await inlineStylesheets(outDir, await readFile(path.join(outDir, 'index.html'), 'utf8'));
  const manifest = await readManifest(outDir);
  const paths = server.sitePaths();
  const written: string[] = [];

  // Each translation has its own 404 page, under its prefix: Cloudflare Pages answers an unknown address with the nearest 404.html up the tree.
  const notFound = new Map([[NOT_FOUND_PATH, path.join(outDir, '404.html')], ...(server.site.client?.translations ?? []).map((language) => [`/${language}${NOT_FOUND_PATH}`, path.join(outDir, language, '404.html')] as const)]);
  for (const urlPath of [...paths, ...server.variantPaths(), ...server.answerPaths(), ...notFound.keys()]) {
    const page = await server.renderPage(urlPath);
    // The app itself (React, the router, hydration) is a chunk the small entry imports once the page has loaded.
    const codes = await Promise.all(server.headScripts(urlPath).map((script) => readFile(path.join(outDir, script), 'utf8')));
    const composed = composePage(template, page, modulePreloads(manifest, [APP_MODULE, ...page.modules]), { codes, page: urlPath });
    // index.html says en; a page in another language says its own, so a screen reader speaks it in that voice.
    const html = composed.replace('<html lang="en">', `<html lang="${pageLanguage(urlPath, server.site)}">`);
    const notFoundFile = notFound.get(urlPath);
    for (const file of notFoundFile === undefined ? filesFor(outDir, urlPath) : [notFoundFile]) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
    written.push(urlPath);
  }

  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(server.site.origin, paths, (urlPath) => pageAlternates(urlPath, server.site)));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(server.site.origin));
  return written;
}
