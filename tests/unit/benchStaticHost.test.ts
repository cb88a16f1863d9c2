// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableCache, revalidateCache, startStaticHost, type StaticHost } from '../../bench/staticHost.ts';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>words</p>'.repeat(50)}</body></html>`;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const headersFile = `/*
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff

# the downloads folder is for humans
/downloads/*
  X-Robots-Tag: noindex
`;

let root: string;
let host: StaticHost;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bench-host-'));
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'funnels/skincare/index.html': page('Skincare'),
    'funnels/skincare/order.html': page('Order'),
    'funnels/skincare/order/index.html': page('Order, folder'),
    '404.html': page('Page not found'),
    'en/index.html': page('Home in English'),
    'en/404.html': page('Page not found, in English'),
    'assets/main-Ab3_x-9Z.js': script,
    'assets/font-Qw7p2LB_.woff2': Buffer.from('wOF2 pretend font bytes, already compressed '.repeat(20)),
    'downloads/notes.txt': 'plain notes '.repeat(100),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    _headers: headersFile,
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  const lastWeek = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  await utimes(path.join(root, 'index.html'), lastWeek, lastWeek);
  host = await startStaticHost(root);
});

afterAll(async () => {
  await host.stop();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${host.origin}${pathname}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('startStaticHost', () => {
  it('serves a route from its folder’s index.html, with or without the trailing slash', async () => {
    for (const pathname of ['/funnels/skincare', '/funnels/skincare/']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>Skincare</title>');
    }
    expect(await (await get('/')).text()).toContain('<title>Home</title>');
  });

  it('serves a page’s name.html at its address, and its folder’s index.html at the address with a slash, as Cloudflare Pages does', async () => {
    expect(await (await get('/funnels/skincare/order')).text()).toContain('<title>Order</title>');
    expect(await (await get('/funnels/skincare/order?utm_source=x')).text()).toContain('<title>Order</title>');
    expect(await (await get('/funnels/skincare/order/')).text()).toContain('<title>Order, folder</title>');
  });

  it('answers an unknown path, a path outside the build and the host’s own _headers with 404.html and 404', async () => {
    for (const pathname of ['/funnels/nope', '/assets/missing-12345678.js', '/../package.json', '/_headers']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('<title>Page not found</title>');
    }
  });

  it('answers an unknown path under a folder with its own 404.html with that one, as Cloudflare Pages does', async () => {
    for (const pathname of ['/en/nope', '/en/a/b']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('<title>Page not found, in English</title>');
    }
    expect(await (await get('/english')).text()).toContain('<title>Page not found</title>');
  });

  it('sends text Brotli-compressed when the request accepts it, else gzip, else as is', async () => {
    const brotli = await get('/assets/main-Ab3_x-9Z.js');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(script.length / 5);
    expect(await brotli.text()).toBe(script);

    const gzip = await get('/assets/main-Ab3_x-9Z.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);

    const plain = await get('/assets/main-Ab3_x-9Z.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(script.length);

    expect((await get('/funnels/nope')).headers.get('content-encoding')).toBe('br');
    expect((await get('/downloads/notes.txt')).headers.get('content-encoding')).toBe('br');
  });

  it('does not recompress fonts and images', async () => {
    const font = await get('/assets/font-Qw7p2LB_.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('content-encoding')).toBeNull();
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    expect((await get('/assets/main-Ab3_x-9Z.js')).headers.get('cache-control')).toBe(immutableCache);
    expect((await get('/assets/font-Qw7p2LB_.woff2')).headers.get('cache-control')).toBe(immutableCache);
    for (const pathname of ['/', '/funnels/skincare', '/robots.txt', '/funnels/nope']) {
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe(revalidateCache);
    }
    expect(immutableCache).toBe('public, max-age=31536000, immutable');
    expect(revalidateCache).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a revalidation with 304 and no body while the file is unchanged', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(new Date(lastModified).getTime()).toBeLessThan(Date.now() - 24 * 3600 * 1000);

    const byTag = await get('/', { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('cache-control')).toBe(revalidateCache);
    expect((await get('/', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get('/', { 'if-modified-since': lastModified })).status).toBe(304);

    expect((await get('/', { 'if-none-match': '"something-else"' })).status).toBe(200);
    expect((await get('/', { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);
    // A tag names one encoding of the file: revalidating gzip with the Brotli tag fetches it again.
    expect((await get('/', { 'if-none-match': etag, 'accept-encoding': 'gzip' })).status).toBe(200);
  });

  it('applies _headers by URL pattern, to pages, assets and the 404 alike', async () => {
    for (const pathname of ['/', '/assets/main-Ab3_x-9Z.js', '/funnels/nope']) {
      const response = await get(pathname);
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    expect((await get('/downloads/notes.txt')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await get('/')).headers.get('x-robots-tag')).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${host.origin}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${host.origin}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('startStaticHost with a _headers rule on /assets/*', () => {
  it('lets the file’s Cache-Control replace the host’s default', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-host-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await writeFile(path.join(dir, '_headers'), '/assets/*\n  Cache-Control: public, max-age=600\n');
    const other = await startStaticHost(dir);
    try {
      const response = await fetch(`${other.origin}/assets/logo.svg`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      expect((await fetch(`${other.origin}/nothing`)).status).toBe(404);
    } finally {
      await other.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
