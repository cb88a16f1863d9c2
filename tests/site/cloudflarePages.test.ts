/**
 * The built site as Cloudflare Pages serves it (docs/deploy.md): `wrangler
 * pages dev dist` runs Pages' own asset server and the build's `_worker.js` in
 * workerd, reading `_headers`, `_redirects` and `_routes.json` as a deploy
 * does. Checked here: the headers, the redirects, the 404, and the split
 * test's assignment at the edge, as the deploy guide describes them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../bench/hostHeaders.ts';
import { pageOnlyHeaders } from '../../src/site/host/fileHeaders.ts';
import { hostAnswer, walkAddresses } from '../support/addressWalk.ts';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { shippedFunnels } from '../e2e/support/model.ts';
import { PAGES_COMPATIBILITY_DATE, startPagesDev, type PagesDev } from '../../src/harness/pagesDev.ts';
import { DIST, builtFile, expectBuilt } from './builtSite.ts';
import { ORIGIN } from '../e2e/support/routes.ts';
import { metaPolicy } from '../support/pageChecks.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STEP = '/funnels/skincare/order';
const EXPERIMENT = 'skincare.two-bottles-first';
/** `?experiments=off`'s cookie: every control, so a page's answer does not depend on a random id. */
const CONTROLS = { Cookie: 'fx_off=1' };

// The funnels as the other site tests load them (tests/e2e/support/routes.ts), so the site project reads them once.
const skincare = shippedFunnels().find((funnel) => funnel.slug === 'skincare');
if (skincare === undefined) throw new Error('no skincare funnel');
const variantOf = (id: string) => assignVariants(skincare, id)[EXPERIMENT];

/** A visitor id (32 hex digits, as the site makes them) that the 50/50 test puts on `variant`. */
function idOn(variant: string): string {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (variantOf(id) === variant) return id;
  }
}

/** The page a response holds: the head script names the page it was written into (data-page). */
const pageOf = (html: string) => /<script data-page="([^"]+)"/.exec(html)?.[1];

let pages: PagesDev;
const get = (pathname: string, headers: Record<string, string> = CONTROLS, method = 'GET') => fetch(`${pages.origin}${pathname}`, { method, headers, redirect: 'manual' });
/** Headers only: a third of a GET's CPU in wrangler and workerd, for the checks that read no body. */
const head = (pathname: string) => get(pathname, CONTROLS, 'HEAD');

beforeAll(async () => {
  expectBuilt();
  pages = await startPagesDev(DIST, { compatibilityDate: PAGES_COMPATIBILITY_DATE });
}, 60_000);
afterAll(async () => {
  await pages.stop();
});

describe('the build on Cloudflare Pages (wrangler pages dev: workerd)', () => {
  it('is served with the compatibility date docs/deploy.md gives the project', () => {
    expect(readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8')).toContain(`--compatibility-date ${PAGES_COMPATIBILITY_DATE}`);
  });

  it('takes every rule of _headers, the folder redirect of _redirects, and refuses Netlify’s cookie rules there, so they change nothing', () => {
    const headerRules = parseHeadersFile(builtFile('_headers'));
    expect(pages.output()).toContain(`Parsed ${String(headerRules.length)} valid header rules.`);
    expect(pages.output()).not.toMatch(/invalid header rule|Maximum number of rules/);
    const redirectRules = builtFile('_redirects')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const cookieRules = redirectRules.filter((rule) => rule.includes('Cookie='));
    expect(cookieRules.length).toBeGreaterThan(0);
    expect(pages.output()).toContain(`Parsed ${String(redirectRules.length - cookieRules.length)} valid redirect rule`);
    for (const rule of cookieRules) expect(pages.output()).toContain(rule);
  });

  it('sends every page with the security headers, its policy the page’s own <meta> policy plus frame-ancestors', async () => {
    for (const pathname of ['/', '/showcase', '/projects/fit-ins', '/funnels/skincare', STEP, '/showcase/', '/no-such-page']) {
      const response = await get(pathname);
      const html = await response.text();
      expect(response.status, pathname).toBe(pathname === '/no-such-page' ? 404 : 200);
      expect(metaPolicy(html), pathname).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(response.headers.get('Content-Security-Policy'), pathname).toBe(`${String(metaPolicy(html))}; frame-ancestors 'none'`);
      expect(response.headers.get('X-Frame-Options'), pathname).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy'), pathname).toContain('camera=()');
    }
  });

  it('caches the hashed files under /assets/ for good, and has a page checked each time', async () => {
    const script = readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.js'));
    const asset = await head(`/assets/${String(script)}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const page = await head('/showcase');
    expect(page.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('sends a file that is not a page with its type, caching and nosniff, and none of a page’s own headers', async () => {
    const assets = readdirSync(path.join(DIST, 'assets'), { recursive: true, encoding: 'utf8' });
    const files = [
      ...['.js', '.css', '.woff2', '.avif', '.webp'].map((extension) => {
        const file = assets.find((name) => name.endsWith(extension));
        if (file === undefined) throw new Error(`the build has no ${extension} file under assets/`);
        return `/assets/${file.split(path.sep).join('/')}`;
      }),
      '/art/portrait.svg',
      '/favicon.svg',
      '/funnels/skincare.json',
      '/sitemap.xml',
    ];
    for (const file of files) {
      const response = await head(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Type'), file).not.toMatch(/^text\/html/);
      expect(response.headers.get('X-Content-Type-Options'), file).toBe('nosniff');
      expect(response.headers.get('Cache-Control'), file).toMatch(/^public, max-age=/);
      for (const name of pageOnlyHeaders()) expect(response.headers.get(name), `${file}: ${name}`).toBeNull();
    }
  });

  it('serves the Mermaid diagrams as text', async () => {
    const diagram = await get('/machines/skincare.mmd');
    expect(diagram.status).toBe(200);
    expect(diagram.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await diagram.text()).toContain('stateDiagram-v2');
  });

  it('answers each funnel step at its own address with its Speculation Rules, named once', async () => {
    const rules = parseHeadersFile(builtFile('_headers'));
    const steps = rules.filter((rule) => rule.headers.some(([name]) => name === 'Speculation-Rules'));
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.filter((rule) => rule.pattern.endsWith('/'))).toEqual([]);
    for (const { pattern } of steps) {
      const page = await head(pattern);
      expect(page.status, pattern).toBe(200);
      const named = page.headers.get('Speculation-Rules');
      expect(named, pattern).toBe(headersFor(rules, pattern).get('speculation-rules')?.[1]);
      expect(page.headers.get('No-Vary-Search'), pattern).toBe('params');
    }
    const landing = await head('/funnels/skincare');
    const file = /^"(.+)"$/.exec(landing.headers.get('Speculation-Rules') ?? '')?.[1] ?? '';
    const speculation = await get(file);
    expect(speculation.headers.get('Content-Type')).toBe('application/speculationrules+json');
    expect(JSON.stringify(await speculation.json())).toContain(STEP);
  });

  it('answers an unknown address with the 404 page and status 404, in the split test’s paths too', async () => {
    for (const pathname of ['/no-such-page', '/funnels/skincare/no-such-step', `${STEP}/no-such-variant`]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('Content-Type'), pathname).toBe('text/html; charset=utf-8');
      expect(await response.text(), pathname).toContain('Oops! Page not found');
    }
  });
});

describe('every address, answered at once (issue 50)', () => {
  it('answers every address the build names with its page, and each other form of a page’s address with the page or one redirect to it', async () => {
    // A b visitor, so that b's page is served at its own address too (a control visitor is sent from it to the step).
    const cookie = { Cookie: `fx_id=${idOn('b')}` };
    const walk = await walkAddresses(async (address) => hostAnswer(await get(address, cookie)), { origin: ORIGIN, dist: DIST, funnels: shippedFunnels() });
    expect(walk.problems).toEqual([]);
    // The sitemap's 28 pages, their three other forms and a query each, the variant and answer pages, and what they link to.
    expect(walk.asked.length).toBeGreaterThan(150);
    // About 230 requests through wrangler and workerd: 3.3 s on two idle cores, more on one busy one.
  }, 60_000);
});

describe('the split test, assigned at the edge by _worker.js', () => {
  it('gives a new visitor an id and serves their variant’s page at the step’s address, never cached for another', async () => {
    const seen = new Set<string>();
    // 50/50: both variants turn up within a few new visitors (40 all alike: one chance in 2^39).
    for (let visit = 0; visit < 40 && seen.size < 2; visit += 1) {
      const first = await get(STEP, {});
      const cookies = first.headers.getSetCookie();
      const id = /^fx_id=([0-9a-f]{32}); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(cookies.find((line) => line.startsWith('fx_id=')) ?? '')?.[1];
      expect(id, cookies.join('\n')).toBeDefined();
      const variant = variantOf(id ?? '');
      expect(cookies).toContain(`fx.${EXPERIMENT}.${String(variant)}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(first.headers.get('Vary')).toContain('Cookie');
      if (variant === 'b') {
        // b's page, at the step's own address, and indexable there.
        expect(first.status).toBe(200);
        const html = await first.text();
        expect(pageOf(html)).toBe(`${STEP}/b`);
        expect(html).not.toContain('noindex');
      } else {
        // The control is the step's own page, at once.
        expect(first.status).toBe(200);
        expect(pageOf(await first.text())).toBe(STEP);
      }
      seen.add(String(variant));
    }
    expect([...seen].sort()).toEqual(['b', 'control']);
  });

  it('serves a returning b visitor b’s page at the step’s address, with the security headers of a page', async () => {
    for (const address of [STEP, `${STEP}/`]) {
      const response = await get(address, { Cookie: `fx_id=${idOn('b')}` });
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(pageOf(html), address).toBe(`${STEP}/b`);
      expect(response.headers.get('Content-Security-Policy'), address).toBe(`${String(metaPolicy(html))}; frame-ancestors 'none'`);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('fx_id='))).toBe(false);
    }
  });

  it('sends a visitor from a variant’s address that is not theirs to their own, the query kept', async () => {
    const response = await get(`${STEP}/b?utm_source=mail`, { Cookie: `fx_id=${idOn('control')}` });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`${STEP}?utm_source=mail`);
  });

  it('ignores Netlify’s marker cookie: the id decides', async () => {
    const response = await get(`${STEP}/`, { Cookie: `fx_id=${idOn('control')}; fx.${EXPERIMENT}.b=1` });
    expect(pageOf(await response.text())).toBe(STEP);
    expect(response.headers.getSetCookie()).toContain(`fx.${EXPERIMENT}.b=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('leaves a visitor who turned split tests off on the control, with no id', async () => {
    const response = await get(`${STEP}/`);
    expect(pageOf(await response.text())).toBe(STEP);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('fx_id=') && !line.includes('Max-Age=0'))).toBe(false);
  });
});
