// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LhrLike } from '../../bench/lhrLike.ts';
import { pageBytes } from '../../bench/pageBytes.ts';
import { routesFromSitemap } from '../../bench/siteRoutes.ts';

const lhr = (items: unknown[]): LhrLike => ({ categories: {}, audits: { 'network-requests': { details: { type: 'table', items } } } });

describe('pageBytes', () => {
  it('sums what came over the wire for scripts, and the files fetched for fonts', () => {
    const result = pageBytes(
      lhr([
        { url: 'http://127.0.0.1:4000/funnels/skincare', resourceType: 'Document', transferSize: 9000 },
        { url: 'http://127.0.0.1:4000/assets/index-Ab3_x-9Z.js', resourceType: 'Script', transferSize: 40_000 },
        { url: 'http://127.0.0.1:4000/assets/FunnelPage-DFEWtQ6E.js', resourceType: 'Script', transferSize: 12_000 },
        // The import after a modulepreload comes from memory cache: nothing more over the wire.
        { url: 'http://127.0.0.1:4000/assets/FunnelPage-DFEWtQ6E.js', resourceType: 'Script', transferSize: 0 },
        // A font's response headers are not font bytes: its file size is what counts.
        { url: 'http://127.0.0.1:4000/assets/inter-Qw7p2LB_.woff2', resourceType: 'Font', transferSize: 21_300, resourceSize: 20_480 },
        { url: 'http://127.0.0.1:4000/assets/fraunces-D6Xf_STI.woff2', resourceType: 'Font', transferSize: 11_060, resourceSize: 10_240 },
        // A preloaded font used again comes from memory cache: counted once.
        { url: 'http://127.0.0.1:4000/assets/fraunces-D6Xf_STI.woff2', resourceType: 'Font', transferSize: 0, resourceSize: 10_240 },
        { url: 'http://127.0.0.1:4000/og-image.png', resourceType: 'Image', transferSize: 70_000 },
        { url: 'data:font/woff2;base64,AAAA', resourceType: 'Font', transferSize: 0 },
      ]),
    );
    expect(result).toEqual({ jsBytes: 52_000, fontBytes: 30_720 });
  });

  it('fails loudly when Lighthouse gave no network table', () => {
    expect(() => pageBytes({ categories: {}, audits: {} })).toThrow(/network-requests/);
  });
});

describe('routesFromSitemap', () => {
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://mayaokafor.design/</loc></url>
  <url><loc>https://mayaokafor.design/funnels/skincare</loc></url>
  <url><loc>https://mayaokafor.design/funnels/skincare/order</loc></url>
</urlset>`;

  it('measures every address in the sitemap, in its order, and the 404 page', () => {
    expect(routesFromSitemap(sitemap, true)).toEqual(['/', '/funnels/skincare', '/funnels/skincare/order', '/404.html']);
    expect(routesFromSitemap(sitemap, false)).toEqual(['/', '/funnels/skincare', '/funnels/skincare/order']);
  });

  it('refuses a sitemap with no address', () => {
    expect(() => routesFromSitemap('<urlset></urlset>', true)).toThrow(/no <loc>/);
  });
});
