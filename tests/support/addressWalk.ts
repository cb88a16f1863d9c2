/**
 * Every address the build hands a visitor or a crawler, asked of a host as a visitor's browser would (no
 * redirect followed), and what a host must answer (issue 50, docs/deploy.md#one-address-a-page):
 *
 * - each address named anywhere (the sitemap, a link, a form, a canonical link, a split test's variant
 *   page, a quiz's answer page) is answered 200 at once, its query kept, and a page's canonical link names a
 *   page of the sitemap (itself, when it is one);
 * - each other form of a page's address (`/a/b/`, `/a/b.html`, `/a/b/index.html`) is answered either with
 *   the page and a canonical link naming `/a/b`, or with one permanent redirect to `/a/b` itself; never a
 *   chain, never a 404.
 *
 * The host is anything that answers `get`: wrangler's Cloudflare Pages, nginx as GitHub Pages serves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerPages } from '../../src/engine/conditions/answerPages.ts';
import { allVariantPages } from '../../src/engine/experiments/variantAddresses.ts';
import type { Funnel } from '../../schemas/funnel.ts';

export interface HostAnswer {
  readonly status: number;
  readonly location: string | null;
  /** The body, for an HTML answer. */
  readonly html: string | undefined;
}

export type AskHost = (address: string) => Promise<HostAnswer>;

/** How a page names itself: `<link rel="canonical">`, its origin removed. */
function canonicalOf(html: string, origin: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href?.startsWith(origin) ? href.slice(origin.length) || '/' : href;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/**
 * Every same-site address a page names: links, forms and their buttons' targets, its canonical link and
 * og:url. Read by pattern: every page of the build, parsed into a DOM, would take seconds on a busy machine.
 */
export function addressesNamedIn(html: string, origin: string): string[] {
  const named: string[] = [];
  const patterns = [
    /<a\b[^>]*?\shref="([^"]*)"/g,
    /<form\b[^>]*?\saction="([^"]*)"/g,
    /\sformAction="([^"]*)"/gi,
    /<link rel="canonical" href="([^"]*)"/g,
    /<meta property="og:url" content="([^"]*)"/g,
  ];
  for (const pattern of patterns) {
    for (const [, raw = ''] of html.matchAll(pattern)) {
      const href = decode(raw).replace(/#.*$/, '');
      if (href.startsWith(origin)) named.push(href.slice(origin.length) || '/');
      else if (href.startsWith('/') && !href.startsWith('//')) named.push(href);
    }
  }
  return named;
}

/** The sitemap's addresses, as paths. */
export function sitemapPaths(dist: string, origin: string): string[] {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc.slice(origin.length) || '/');
}

export interface WalkOptions {
  readonly origin: string;
  readonly dist: string;
  readonly funnels: readonly Funnel[];
}

export interface Walk {
  /** Every address asked, each once, in order. */
  readonly asked: readonly string[];
  /** What was wrong, a line each: address, answer, what it should have been. */
  readonly problems: readonly string[];
}

/** Asks the host for every address of the build and each other form of its pages' addresses. */
export async function walkAddresses(ask: AskHost, { origin, dist, funnels }: WalkOptions): Promise<Walk> {
  const sitemap = sitemapPaths(dist, origin);
  const pages = new Set(sitemap);
  const variants = funnels.flatMap((funnel) => allVariantPages(funnel).filter((page) => !page.control).map((page) => page.path));
  const answers = funnels.flatMap((funnel) => answerPages(funnel).map((page) => page.path));
  const problems: string[] = [];
  const asked: string[] = [];
  const answered = new Map<string, HostAnswer>();
  const askOnce = async (address: string): Promise<HostAnswer> => {
    const known = answered.get(address);
    if (known !== undefined) return known;
    const answer = await ask(address);
    answered.set(address, answer);
    asked.push(address);
    return answer;
  };

  // The pages first, each read for the addresses it names; then what they name, until nothing new is named.
  const queue = [...sitemap, ...variants, ...answers, ...sitemap.map((page) => `${page}${page.includes('?') ? '&' : '?'}utm_source=walk&gclid=test`)];
  const queued = new Set(queue);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const answer = await askOnce(next);
    if (answer.status !== 200) {
      problems.push(`${next}: ${String(answer.status)}${answer.location === null ? '' : ` to ${answer.location}`}, not 200 at once`);
      continue;
    }
    if (answer.html === undefined) continue;
    const pathname = next.replace(/\?.*$/, '');
    const canonical = canonicalOf(answer.html, origin);
    if (canonical === undefined) problems.push(`${next}: a page with no canonical link`);
    else if (pages.has(pathname) && canonical !== pathname) problems.push(`${next}: its canonical link names ${canonical}, not itself`);
    else if (!pages.has(canonical)) problems.push(`${next}: its canonical link names ${canonical}, which is not in the sitemap`);
    for (const address of addressesNamedIn(answer.html, origin)) {
      if (queued.has(address)) continue;
      queued.add(address);
      queue.push(address);
    }
  }

  for (const page of sitemap.filter((address) => address !== '/')) {
    for (const form of [`${page}/`, `${page}.html`, `${page}/index.html`]) {
      const answer = await askOnce(form);
      if (answer.status === 200) {
        const canonical = answer.html === undefined ? undefined : canonicalOf(answer.html, origin);
        if (canonical !== page) problems.push(`${form}: 200 with canonical link ${String(canonical)}, not ${page}`);
        continue;
      }
      if (answer.status !== 301 && answer.status !== 308) {
        problems.push(`${form}: ${String(answer.status)}, neither the page nor a permanent redirect to ${page}`);
        continue;
      }
      const target = answer.location === null ? undefined : new URL(answer.location, 'http://host').pathname;
      if (target !== page) problems.push(`${form}: ${String(answer.status)} to ${String(answer.location)}, not to ${page}`);
      else if ((answered.get(page) ?? (await askOnce(page))).status !== 200) problems.push(`${form}: redirected to ${page}, which is not answered at once`);
    }
  }
  return { asked, problems };
}

/** A host's answer to a GET, its redirects not followed, read the way a walk needs it. */
export async function hostAnswer(response: Response): Promise<HostAnswer> {
  const html = (response.headers.get('Content-Type') ?? '').startsWith('text/html') ? await response.text() : undefined;
  if (html === undefined) await response.body?.cancel();
  return { status: response.status, location: response.headers.get('Location'), html };
}
