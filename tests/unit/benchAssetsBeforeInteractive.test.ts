// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetBytes } from '../../bench/assetBytes.ts';
import { assetsBeforeInteractive } from '../../bench/assetsBeforeInteractive.ts';
import { gzipSize } from '../../bench/gzipSizer.ts';
import type { LhrLike } from '../../bench/lhrLike.ts';
import { runMetrics } from '../../bench/runMetrics.ts';

const origin = 'http://127.0.0.1:4394';

/** A hand-made slice of a Lighthouse result: TTI at 2500 ms and the requests of a small SPA. */
const lhr: LhrLike = {
  categories: {
    performance: { score: 0.62 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 4123.4 },
    'cumulative-layout-shift': { numericValue: 0.012 },
    'total-blocking-time': { numericValue: 351.5 },
    interactive: { numericValue: 2500 },
    'network-requests': {
      details: {
        type: 'table',
        items: [
          { url: `${origin}/funnels/skincare`, resourceType: 'Document', networkRequestTime: 0, transferSize: 900 },
          { url: `${origin}/assets/index.js`, resourceType: 'Script', networkRequestTime: 12, transferSize: 52_000 },
          { url: `${origin}/assets/index.css`, resourceType: 'Stylesheet', networkRequestTime: 13, transferSize: 3_100 },
          { url: `${origin}/assets/font.woff2`, resourceType: 'Font', networkRequestTime: 40, transferSize: 30_000 },
          // A modulepreload then the import of the same chunk: one download.
          { url: `${origin}/assets/Swiper.js`, resourceType: 'Script', networkRequestTime: 60, transferSize: 9_000 },
          { url: `${origin}/assets/Swiper.js`, resourceType: 'Script', rendererStartTime: 61, transferSize: 0 },
          // Exactly at TTI counts; after it does not.
          { url: `${origin}/assets/at-tti.css`, resourceType: 'Stylesheet', networkRequestTime: 2500, transferSize: 500 },
          { url: `${origin}/assets/late.js`, resourceType: 'Script', networkRequestTime: 2500.1, transferSize: 7_000 },
          { url: 'https://cdn.example.com/widget.js', resourceType: 'Script', networkRequestTime: 80, transferSize: 4_000 },
          { url: 'data:text/css;base64,Ym9keXt9', resourceType: 'Stylesheet', networkRequestTime: 14, transferSize: 0 },
          { url: `${origin}/assets/no-time.js`, resourceType: 'Script', transferSize: 100 },
        ],
      },
    },
  },
};

describe('assetsBeforeInteractive', () => {
  it('keeps the scripts and stylesheets requested up to TTI, once per URL, in request order', () => {
    expect(assetsBeforeInteractive(lhr).map((asset) => [asset.resourceType, asset.url, asset.startMs])).toEqual([
      ['Script', `${origin}/assets/index.js`, 12],
      ['Stylesheet', `${origin}/assets/index.css`, 13],
      ['Script', `${origin}/assets/Swiper.js`, 60],
      ['Stylesheet', `${origin}/assets/at-tti.css`, 2500],
      ['Script', 'https://cdn.example.com/widget.js', 80],
    ]);
  });

  it('says so when the result lacks what it needs', () => {
    expect(() => assetsBeforeInteractive({ categories: {}, audits: { interactive: { numericValue: 1 } } })).toThrow(/network-requests/);
    expect(() => assetsBeforeInteractive({ categories: {}, audits: {} })).toThrow(/Time to Interactive/);
  });
});

describe('assetBytes', () => {
  it('sizes same-origin files with our gzip and other origins by their transfer size', async () => {
    const ownSizes: Record<string, number> = {
      [`${origin}/assets/index.js`]: 50_000,
      [`${origin}/assets/index.css`]: 3_000,
      [`${origin}/assets/Swiper.js`]: 8_000,
      [`${origin}/assets/at-tti.css`]: 400,
    };
    const sized: string[] = [];
    const bytes = await assetBytes(assetsBeforeInteractive(lhr), origin, (url) => {
      sized.push(url);
      return Promise.resolve(ownSizes[url] ?? Number.NaN);
    });
    expect(bytes).toEqual({ jsBytes: 50_000 + 8_000 + 4_000, cssBytes: 3_400 });
    expect(sized).not.toContain('https://cdn.example.com/widget.js');
  });
});

describe('gzipSize', () => {
  it('is the size of the body gzipped at zlib’s default level', () => {
    const body = new TextEncoder().encode('export const x = 1;\n'.repeat(500));
    expect(gzipSize(body)).toBe(gzipSync(body, { level: 6 }).byteLength);
    expect(gzipSize(body)).toBeLessThan(body.byteLength / 10);
  });
});

describe('runMetrics', () => {
  it('reads the scores as 0–100 and the metrics as Lighthouse gives them', () => {
    expect(runMetrics(lhr)).toEqual({
      scores: { performance: 62, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcpMs: 4123.4,
      cls: 0.012,
      tbtMs: 351.5,
      interactiveMs: 2500,
    });
  });

  it('treats a missing score as a broken run, not a score of 0', () => {
    expect(() => runMetrics({ ...lhr, categories: { ...lhr.categories, seo: { score: null } } })).toThrow(/no seo score/);
  });
});
