/**
 * Each client's site (dist-sites/<key>/) as Cloudflare Pages serves it, `wrangler pages dev` on its own folder
 * as its own Pages project would (issue 52): every address the build names answered 200 at once, each other form
 * of a page's address with the page or one redirect to it (tests/support/addressWalk.ts, the walk
 * cloudflarePages.test.ts makes of the portfolio), its own policy on every page, and its own 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { PAGES_COMPATIBILITY_DATE, startPagesDev, type PagesDev } from '../../src/harness/pagesDev.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';
import { hostAnswer, walkAddresses } from '../support/addressWalk.ts';
import path from 'node:path';
import { expectSiteBuilt } from './builtSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { sites, errors, catalogues } = loadProjectData(ROOT);
if (errors.length > 0) throw new Error(`the project does not validate:\n${errors.join('\n')}`);
/** Each site's funnels as its build places them, each translation's copies under its prefix too. */
const clients = sites.map((site) => ({ site, dir: expectSiteBuilt(site.key), funnels: loadProjectData(ROOT, { site: site.key }).funnels }));

/** `?experiments=off`'s cookie: every control, so a page's answer does not depend on a random id. */
const CONTROLS = { Cookie: 'fx_off=1' };
const servers = new Map<string, PagesDev>();

beforeAll(async () => {
  // One server a site, started together: wrangler's start is most of this file's time.
  const started = await Promise.all(clients.map(async ({ site, dir }) => [site.key, await startPagesDev(dir, { compatibilityDate: PAGES_COMPATIBILITY_DATE })] as const));
  for (const [key, server] of started) servers.set(key, server);
}, 90_000);
afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

describe.each(clients.map((client) => [client.site.key, client] as const))('%s on Cloudflare Pages (wrangler pages dev)', (key, { site, dir, funnels }) => {
  const get = (pathname: string) => fetch(`${servers.get(key)?.origin ?? ''}${pathname}`, { headers: CONTROLS, redirect: 'manual' });

  it('answers every address its build names with its page at once, and each other form of a page’s address with the page or one redirect to it', async () => {
    const walk = await walkAddresses(async (address) => hostAnswer(await get(address)), { origin: site.origin, dist: dir, funnels });
    expect(walk.problems).toEqual([]);
    // Its sitemap's pages, their query and their three other forms, at the least.
    expect(walk.asked.length).toBeGreaterThanOrEqual(4 * funnels.reduce((steps, funnel) => steps + Object.keys(funnel.steps).length, 1));
  }, 60_000);

  it('sends its pages with its own policy (the page’s <meta> one plus frame-ancestors), and an unknown address its 404', async () => {
    for (const pathname of ['/', '/privacy', ...funnels.map((funnel) => stepUrl(funnel, Object.keys(funnel.steps).at(-1) ?? funnel.landing))]) {
      const response = await get(pathname);
      const html = await response.text();
      expect(response.status, pathname).toBe(200);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#39;/g, "'");
      expect(response.headers.get('Content-Security-Policy'), pathname).toBe(`${String(meta)}; frame-ancestors 'none'`);
      expect(response.headers.get('X-Frame-Options'), pathname).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), pathname).toBe('strict-origin-when-cross-origin');
    }
    const missing = await get('/funnels/skincare');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain(catalogues[site.language]?.notFound.title ?? 'no catalogue');
    expect(html).toContain(site.name);
  });

  it.skipIf(site.translations.length === 0)('answers every alternate each page names (hreflang) with 200, and an unknown address under a translation its 404 in that language', async () => {
    const privacy = ['/privacy', ...site.translations.map((language) => `/${language}/privacy`)];
    const named = new Set<string>();
    for (const pathname of [...privacy, ...funnels.flatMap((funnel) => Object.keys(funnel.steps).map((stepId) => stepUrl(funnel, stepId)))]) {
      const html = await (await get(pathname)).text();
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/gi)].map(([, href = '']) => new URL(href).pathname);
      expect(alternates.length, pathname).toBe(site.translations.length + 2);
      for (const alternate of alternates) named.add(alternate);
    }
    for (const pathname of named) expect((await get(pathname)).status, pathname).toBe(200);
    for (const language of site.translations) {
      const missing = await get(`/${language}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(/<html lang="([^"]+)"/.exec(await missing.text())?.[1]).toBe(language);
    }
  });
});
