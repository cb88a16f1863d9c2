import type { RenderedPage } from '../../entry-server.tsx';
import type { Preloads } from './viteManifest.ts';

// React 19 emits a page's <title>, <meta> and <link> first when it renders into
// a container rather than a whole document; they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A script written into the page itself, and the page's address, which it is told in `data-page`. */
export interface InlineScripts {
  readonly codes: readonly string[];
  readonly page: string;
}

/**
 * Places a rendered page into the client build's index.html. `headScripts`
 * are classic, blocking scripts of our own, written inline at the top of
 * <head>, right after the Content-Security-Policy <meta> (a policy in a
 * <meta> governs only what follows it; it allows them by hash): a split
 * test's, which may replace the page before anything of it is painted.
 */
export function composePage(template: string, page: RenderedPage, preloads: Preloads, headScripts: InlineScripts = { codes: [], page: '' }): string {
  const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(headTags.length);
  const styles = preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  // No script is fetched before the first paint: a simulated slow phone would count every file that arrives
  // before it as holding it up, though the page works without them (its links and forms). The files the app
  // needs are named on #root instead, for src/main.tsx to preload once the page has loaded and painted.
  const templatePreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const scripts = [...new Set([...templatePreloads, ...preloads.scripts])].filter(Boolean);
  const root = `<div id="root" data-modules="${escapeAttribute(page.modules.join(' '))}" data-preload="${escapeAttribute(scripts.join(' '))}">${body}</div>`;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  // The page's own head (title, meta, the preloads of its largest image and its fonts) goes before
  // the scripts, so the browser asks for what the first paint needs ahead of what hydration needs.
  const firstScript = template.indexOf('<script');
  if (firstScript === -1) throw new Error('index.html has no <script> for the client entry');
  const entryScript = template
    .slice(firstScript)
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
    .replace(MODULE_PRELOAD, '');
  const blocking = headScripts.codes.map((code) => `<script data-page="${escapeAttribute(headScripts.page)}">${code}</script>`).join('');
  const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
  if (blocking !== '' && !policy.test(template)) throw new Error('index.html has no Content-Security-Policy <meta> to put the head scripts after');
  return `${template.slice(0, firstScript)}${headTags}\n    ${entryScript}`
    .replace(policy, (meta) => `${meta}${blocking}`)
    .replace('</head>', `${styles}${page.styles}</head>`)
    .replace('<div id="root"></div>', () => root);
}
