/**
 * The build on a host that reads none of its host files (`_headers`, `_redirects`, `_worker.js`) and
 * serves `name.html` at `/name`, as GitHub Pages does: Debian's nginx with the configuration
 * docs/deploy.md gives. Every address the build names is answered at once there too (issue 50).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedFunnels } from '../e2e/support/model.ts';
import { ORIGIN } from '../e2e/support/routes.ts';
import { hostAnswer, walkAddresses } from '../support/addressWalk.ts';
import { PLAIN_HOST_SERVER, startPlainHost, type PlainHost } from '../../src/harness/plainHost.ts';
import { DIST, expectBuilt } from './builtSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let host: PlainHost;
const get = (pathname: string) => fetch(`${host.origin}${pathname}`, { redirect: 'manual' });

beforeAll(async () => {
  expectBuilt();
  host = await startPlainHost(DIST);
}, 30_000);
afterAll(async () => {
  await host.stop();
});

describe('the build on a host that reads no host files (nginx, as GitHub Pages serves)', () => {
  it('is served with the configuration docs/deploy.md gives', () => {
    const documented = PLAIN_HOST_SERVER.replace('PORT', '80').replace('ROOT', '/var/www/dist');
    expect(readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8')).toContain(documented);
  });

  it('answers every address the build names with its page, and each other form of a page’s address with the page', async () => {
    const walk = await walkAddresses(async (address) => hostAnswer(await get(address)), { origin: ORIGIN, dist: DIST, funnels: shippedFunnels() });
    expect(walk.problems).toEqual([]);
    expect(walk.asked.length).toBeGreaterThan(150);
    // 0.7 s on two idle cores; 10 s was seen while other engineers' browser tests ran.
  }, 60_000);

  it('answers an unknown address with the 404 page and status 404', async () => {
    for (const pathname of ['/no-such-page', '/funnels/skincare/no-such-step', '/showcase/no/such']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Oops! Page not found');
    }
  });

  it('sends a page with none of the build’s headers, its <meta> policy still in it, and compressed', async () => {
    const response = await fetch(`${host.origin}/funnels/skincare`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('Speculation-Rules')).toBeNull();
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(await response.text()).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'`);
  });
});
