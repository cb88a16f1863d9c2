import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { assignBeforePaint, type PaintWindow } from '../../src/engine/experiments/assignBeforePaint.ts';
import { experimentTable } from '../../src/engine/experiments/experimentTable.ts';
import { addressRedirects } from '../../src/site/host/addressRedirects.ts';
import { cloudflareRoutes, netlifyRedirects, writeExperimentFiles } from '../../src/site/host/experimentFiles.ts';
import { followToVariants } from '../../src/site/host/followToVariants.ts';
import { headScriptFiles } from '../../src/site/host/headScriptFiles.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { funnels, site } = loadProjectData(root);
const found = funnels.find((funnel) => funnel.slug === 'skincare');
if (found === undefined || site === undefined) throw new Error('no skincare funnel or site');
const skincare = found;
const table = experimentTable(skincare);
const EXPERIMENT = 'skincare.two-bottles-first';

/** Visitor ids (32 hex digits, as the site makes them) that the 50/50 test puts on each variant. */
function idOn(variant: string): string {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (assignVariants(skincare, id)[EXPERIMENT] === variant) return id;
  }
}

/** A page's window: a cookie jar as document.cookie behaves (set one at a time, read all), a location that records a replace, and a history that records the address it puts in the bar. */
function fakeWindow(pathname: string, { cookies = '', blocked = false, search = '' } = {}) {
  const jar = new Map<string, string>();
  for (const pair of cookies.split('; ').filter(Boolean)) jar.set(pair.split('=')[0] ?? '', pair.split('=')[1] ?? '');
  const replaced: string[] = [];
  const shown: string[] = [];
  const win: PaintWindow = {
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        if (blocked) return;
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (line.includes('Max-Age=0')) jar.delete(name);
        else jar.set(name, value);
      },
    },
    location: { pathname, search, hash: '', protocol: 'https:', replace: (url) => replaced.push(url) },
    history: { state: null, replaceState: (_data, _unused, url) => shown.push(url) },
    crypto: globalThis.crypto,
  };
  return { win, replaced, shown, jar };
}

describe('assignment before paint, in the page head', () => {
  it('sends a visitor of variant b from the step’s address to b’s page once, and leaves them there', () => {
    const first = fakeWindow('/funnels/skincare/order', { cookies: `fx_id=${idOn('b')}` });
    expect(assignBeforePaint(table, first.win)).toBe('/funnels/skincare/order/b');
    expect(first.replaced).toEqual(['/funnels/skincare/order/b']);
    expect(first.shown).toEqual([]);
    const then = fakeWindow('/funnels/skincare/order/b', { cookies: first.win.document.cookie });
    expect(assignBeforePaint(table, then.win)).toBeUndefined();
    expect(then.replaced).toEqual([]);
    // b's page shows the step's own address, which a reload or a shared link brings back here.
    expect(then.shown).toEqual(['/funnels/skincare/order']);
    // The marker cookie Netlify's rule looks for.
    expect(then.jar.has(`fx.${EXPERIMENT}.b`)).toBe(true);
  });

  it('keeps the query and the fragment when b’s page shows the step’s address', () => {
    const page = fakeWindow('/funnels/skincare/order/b/', { cookies: `fx_id=${idOn('b')}` });
    Object.assign(page.win.location, { search: '?utm_source=mail', hash: '#top' });
    expect(assignBeforePaint(table, page.win)).toBeUndefined();
    expect(page.shown).toEqual(['/funnels/skincare/order?utm_source=mail#top']);
  });

  it('leaves a control visitor where they are, and sends one who lands on b’s address back', () => {
    const id = idOn('control');
    const control = fakeWindow('/funnels/skincare/order', { cookies: `fx_id=${id}` });
    expect(assignBeforePaint(table, control.win)).toBeUndefined();
    expect(control.shown).toEqual([]);
    expect(assignBeforePaint(table, fakeWindow('/funnels/skincare/order/b/', { cookies: `fx_id=${id}` }).win)).toBe('/funnels/skincare/order');
  });

  it('gives a new visitor an id that stays, and the same variant on every later page', () => {
    const first = fakeWindow('/funnels/skincare/order');
    assignBeforePaint(table, first.win);
    const id = first.jar.get('fx_id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const variant = assignVariants(skincare, id)[EXPERIMENT];
    expect(first.replaced).toEqual(variant === 'b' ? ['/funnels/skincare/order/b'] : []);
    const again = fakeWindow(variant === 'b' ? '/funnels/skincare/order/b' : '/funnels/skincare/order', { cookies: first.win.document.cookie });
    expect(assignBeforePaint(table, again.win)).toBeUndefined();
    expect(again.jar.get('fx_id')).toBe(id);
  });

  it('leaves a b visitor on b’s page when a host’s rule serves it at the step’s own address', () => {
    const served = fakeWindow('/funnels/skincare/order', { cookies: `fx_id=${idOn('b')}` });
    expect(assignBeforePaint(table, served.win, '/funnels/skincare/order/b')).toBeUndefined();
    expect(served.replaced).toEqual([]);
    expect(served.shown).toEqual([]);
    const control = fakeWindow('/funnels/skincare/order', { cookies: `fx_id=${idOn('control')}` });
    expect(assignBeforePaint(table, control.win, '/funnels/skincare/order/b')).toBe('/funnels/skincare/order');
  });

  it('shows the control, and never redirects twice, when the browser keeps no cookie', () => {
    expect(assignBeforePaint(table, fakeWindow('/funnels/skincare/order', { blocked: true }).win)).toBeUndefined();
    expect(assignBeforePaint(table, fakeWindow('/funnels/skincare/order/b', { blocked: true }).win)).toBe('/funnels/skincare/order');
  });

  it('turns experiments off for a visitor with ?experiments=off: controls, no id kept, and on again with ?experiments=on', () => {
    const off = fakeWindow('/funnels/skincare/order/b', { cookies: `fx_id=${idOn('b')}; fx.${EXPERIMENT}.b=1`, search: '?experiments=off' });
    expect(assignBeforePaint(table, off.win)).toBe('/funnels/skincare/order?experiments=off');
    expect([...off.jar.keys()]).toEqual(['fx_off']);
    expect(assignBeforePaint(table, fakeWindow('/funnels/skincare/order', { cookies: off.win.document.cookie }).win)).toBeUndefined();
    const on = fakeWindow('/funnels/skincare/order', { cookies: off.win.document.cookie, search: '?experiments=on' });
    assignBeforePaint(table, on.win);
    expect(on.jar.has('fx_off')).toBe(false);
    expect(on.jar.get('fx_id')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('a tap before the app has started, on a page that leads to a split-tested step', () => {
  /** The landing page's link to the order step, and a GET form sent there, with the head script listening above them. */
  function landing(variant: string) {
    const events = document.createElement('div');
    events.innerHTML = `<a href="/funnels/skincare/order?from=hero#top">Order Now</a><a href="/funnels/skincare/thank-you">Thanks</a>
      <form method="get" action="/funnels/skincare/order"><button>Send</button></form>`;
    document.body.append(events);
    const page = fakeWindow('/funnels/skincare', { cookies: `fx_id=${idOn(variant)}` });
    expect(assignBeforePaint(table, page.win)).toBeUndefined();
    const assigned: string[] = [];
    followToVariants(table, {
      document: page.win.document,
      location: { origin: window.location.origin, assign: (url) => assigned.push(url) },
      // The page's clicks and submits, as they bubble up from `events`.
      addEventListener: (type, listener) => {
        events.addEventListener(type, listener);
      },
    });
    const click = (name: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      let leftToBrowser = false;
      // Whether the browser would follow the link, read once everything on the page has had the tap; jsdom cannot follow it.
      const settle = (settled: Event) => {
        leftToBrowser = !settled.defaultPrevented;
        settled.preventDefault();
      };
      document.addEventListener('click', settle, { once: true });
      const link = [...events.querySelectorAll('a')].find((candidate) => candidate.textContent === name);
      link?.dispatchEvent(event);
      return { leftToBrowser };
    };
    const form = events.querySelector('form');
    if (form === null) throw new Error('no form');
    return { assigned, events, click, form };
  }

  it('sends a b visitor’s tap on a link to the step straight to b’s page, address kept', () => {
    const page = landing('b');
    const tap = page.click('Order Now');
    expect(tap.leftToBrowser).toBe(false);
    expect(page.assigned).toEqual(['/funnels/skincare/order/b?from=hero#top']);
    page.events.remove();
  });

  it('leaves a control visitor’s tap, a link to another step, a modified click and a tap the app handled to the browser', () => {
    const control = landing('control');
    expect(control.click('Order Now').leftToBrowser).toBe(true);
    control.events.remove();
    const page = landing('b');
    expect(page.click('Thanks').leftToBrowser).toBe(true);
    expect(page.click('Order Now', { ctrlKey: true }).leftToBrowser).toBe(true);
    const link = page.events.querySelector('a');
    link?.addEventListener('click', (event) => {
      event.preventDefault();
    });
    page.click('Order Now');
    expect(page.assigned).toEqual([]);
    page.events.remove();
  });

  it('sends a b visitor’s form to b’s page', () => {
    const page = landing('b');
    // jsdom does not submit forms; the event the browser fires before it does is what the script handles.
    page.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(new URL(page.form.action).pathname).toBe('/funnels/skincare/order/b');
    page.events.remove();
  });
});

describe('the files the build writes for the static hosts', () => {
  let out: string;
  let written: string[];
  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'experiment-files-'));
    written = await writeExperimentFiles(root, out, funnels, site, {});
  }, 60_000);
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it('writes the pages’ folder redirect and Netlify’s rules, and Cloudflare’s worker and routes', () => {
    expect(written.sort()).toEqual(['_redirects', '_routes.json', '_worker.js']);
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(`${addressRedirects({})}\n${netlifyRedirects([table])}`);
    expect(addressRedirects({})).toContain('\n/*/index.html  /:splat  301\n');
    // A translation's unknown address is its own 404 page: Netlify is told, Cloudflare Pages finds the nearest itself.
    expect(addressRedirects({ NETLIFY: 'true' }, ['en'])).toContain('\n/en/*  /en/404.html  404\n');
    expect(addressRedirects({}, ['en'])).not.toContain('404');
    expect(netlifyRedirects([table])).toContain(`/funnels/skincare/order  /funnels/skincare/order/b.html  200!  Cookie=fx.${EXPERIMENT}.b\n`);
    expect(JSON.parse(cloudflareRoutes([table]))).toEqual({ version: 1, include: ['/funnels/skincare/order', '/funnels/skincare/order/*'], exclude: [] });
  });

  it('leaves out the other host’s files on Netlify and on Cloudflare Pages, and everything when the site turns experiments off', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'experiment-files-'));
    try {
      const redirects = () => readFileSync(path.join(other, '_redirects'), 'utf8');
      expect(await writeExperimentFiles(root, other, funnels, site, { CF_PAGES: '1' })).toContain('_redirects');
      // Cloudflare reads the folder redirect, and would refuse Netlify's cookie conditions.
      expect(redirects()).toBe(addressRedirects({ CF_PAGES: '1' }));
      expect(redirects()).not.toContain('Cookie=');
      expect(await writeExperimentFiles(root, other, funnels, site, { NETLIFY: 'true' })).not.toContain('_worker.js');
      // Netlify serves a file that exists before any rule that is not forced.
      expect(redirects()).toContain('/*/index.html  /:splat  301!\n');
      expect(redirects()).toContain('Cookie=');
      expect(await writeExperimentFiles(root, other, funnels, { ...site, experiments: { enabled: false } }, {})).toEqual(['_redirects']);
      expect(redirects()).toBe(addressRedirects({}));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);

  it('makes a head script per funnel with experiments that runs inline as a classic script, with no import, and redirects a b visitor', async () => {
    // The consent script comes first on every page of a site that measures (content/site.json names a GA4 ID).
    const scripts = await headScriptFiles(root, funnels, site);
    expect(scripts.map((script) => script.file)).toEqual(['/analytics/consent.js', '/experiments/skincare.js']);
    const { code, hash } = scripts.find((script) => script.file.startsWith('/experiments/')) ?? { code: '', hash: '' };
    expect(code).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const { win, replaced } = fakeWindow('/funnels/skincare/order', { cookies: `fx_id=${idOn('b')}` });
    const page = Object.assign(win.document, { currentScript: { dataset: { page: '/funnels/skincare/order' } } });
    const listening: string[] = [];
    const addEventListener = (type: string) => listening.push(type);
    runInNewContext(code, { window: Object.assign(win, { addEventListener }), document: page, URLSearchParams });
    expect(replaced).toEqual(['/funnels/skincare/order/b']);
    // And it waits for a tap or a form sent before the app starts (followToVariants).
    expect(listening.sort()).toEqual(['click', 'submit']);
    const unmeasured = { ...site, analytics: { dataLayer: false } };
    expect((await headScriptFiles(root, funnels, { ...site, experiments: { enabled: false } })).map((script) => script.file)).toEqual(['/analytics/consent.js']);
    expect(await headScriptFiles(root, funnels, { ...unmeasured, experiments: { enabled: false } })).toEqual([]);
  }, 60_000);

  describe('the Cloudflare worker, in workerd (Miniflare)', () => {
    let worker: Miniflare;
    beforeAll(async () => {
      worker = new Miniflare({
        modules: true,
        script: readFileSync(path.join(out, '_worker.js'), 'utf8'),
        compatibilityDate: '2026-04-01',
        // Cloudflare Pages' static files: each address's page names itself and carries a variant's noindex.
        serviceBindings: {
          ASSETS: (request: Request) => {
            const { pathname } = new URL(request.url);
            return new Response(`<html><head><meta name="robots" content="noindex"></head><body>page ${pathname}</body></html>`, {
              headers: { 'Content-Type': 'text/html' },
            });
          },
        },
      });
      await worker.ready;
    }, 60_000);
    afterAll(async () => {
      await worker.dispose();
    });

    it('serves a b visitor b’s page at the step’s own address, indexable, private to the visitor', async () => {
      const response = await worker.dispatchFetch('https://site.example/funnels/skincare/order', { headers: { Cookie: `fx_id=${idOn('b')}` } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('page /funnels/skincare/order/b<');
      expect(html).not.toContain('noindex');
      expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(response.headers.get('Vary')).toContain('Cookie');
    });

    it('serves a control visitor the step’s own page, and sends one on b’s address back to it', async () => {
      const cookie = `fx_id=${idOn('control')}`;
      const own = await worker.dispatchFetch('https://site.example/funnels/skincare/order', { headers: { Cookie: cookie } });
      expect(await own.text()).toContain('page /funnels/skincare/order<');
      const elsewhere = await worker.dispatchFetch('https://site.example/funnels/skincare/order/b', { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(elsewhere.status).toBe(302);
      expect(elsewhere.headers.get('Location')).toBe('/funnels/skincare/order');
    });

    it('gives a first-time visitor an id cookie and the page of the variant it hashes to, on the first request', async () => {
      const response = await worker.dispatchFetch('https://site.example/funnels/skincare/order');
      const setCookies = response.headers.getSetCookie();
      const id = /fx_id=([0-9a-f]{32})/.exec(setCookies.join('\n'))?.[1] ?? '';
      expect(setCookies.find((line) => line.startsWith('fx_id='))).toMatch(/Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
      const variant = assignVariants(skincare, id)[EXPERIMENT];
      expect(await response.text()).toContain(variant === 'b' ? 'page /funnels/skincare/order/b<' : 'page /funnels/skincare/order<');
    });

    it('passes every other address straight to the static files', async () => {
      const response = await worker.dispatchFetch('https://site.example/funnels/skincare');
      expect(await response.text()).toContain('page /funnels/skincare<');
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  });
});
