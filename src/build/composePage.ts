import type { RenderedPage } from '../entry-server.tsx';
import type { Preloads } from './viteManifest.ts';

// React 19 emits a page's <title>, <meta> and <link> first when it renders into
// a container rather than a whole document; they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Places a rendered page into the client build's index.html. */
export function composePage(template: string, page: RenderedPage, preloads: Preloads): string {
  const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(headTags.length);
  const links = [
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    // Low priority: the page works before its scripts (links and forms), so they must not take bandwidth
    // from what the first paint needs (the stylesheet, the fonts, the largest image).
    ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`),
  ].join('');
  const root = `<div id="root" data-modules="${escapeAttribute(page.modules.join(' '))}">${body}</div>`;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  // The page's own head (title, meta, the preloads of its largest image and its fonts) goes before
  // the scripts, so the browser asks for what the first paint needs ahead of what hydration needs.
  const firstScript = template.indexOf('<script');
  if (firstScript === -1) throw new Error('index.html has no <script> for the client entry');
  // The entry and the chunks Vite preloads for it, at low priority like the page's own modules.
  const entryScript = template
    .slice(firstScript)
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
  return `${template.slice(0, firstScript)}${headTags}\n    ${entryScript}`
    .replace('</head>', `${links}${page.styles}</head>`)
    .replace('<div id="root"></div>', () => root);
}
