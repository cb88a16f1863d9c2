import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';

/**
 * The page's lead picture as the browser got it. Artwork the art rule keeps as a vector (shapes without
 * text, src/art/artRule.ts) is the SVG itself, loaded at once at high priority. A raster one is an AVIF
 * (or WebP) rendition, the srcset candidate it chose as wide as the picture is drawn on this screen and
 * no wider than the screen's pixels, fetched by the preload in <head> at high priority before the
 * picture itself was parsed.
 */
export async function expectLeadPicture(page: Page, image: Locator, drawnAs: 'vector' | 'raster'): Promise<void> {
  if (drawnAs === 'vector') {
    await test.step('the lead picture is the SVG, loaded at once at high priority', async () => {
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      await expect(image).toHaveAttribute('src', /^\/art\/.+\.svg$/);
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).not.toHaveAttribute('loading', 'lazy');
      expect(await image.evaluate((element) => element.closest('picture'))).toBeNull();
    });
    return;
  }
  await test.step('the lead picture is a raster rendition the width of its slot, preloaded from <head>', async () => {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const seen = await image.evaluate((element: HTMLImageElement) => {
      const entry = performance.getEntriesByName(element.currentSrc).find((candidate) => candidate instanceof PerformanceResourceTiming);
      return {
        src: new URL(element.currentSrc).pathname,
        pixels: element.naturalWidth,
        drawn: element.getBoundingClientRect().width * devicePixelRatio,
        screen: innerWidth * devicePixelRatio,
        initiator: entry?.initiatorType,
        preloads: [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
          srcset: link.getAttribute('imagesrcset') ?? '',
          priority: link.getAttribute('fetchpriority'),
        })),
      };
    });
    expect(seen.src).toMatch(/^\/assets\/art\/.+\.(avif|webp)$/);
    const served = await page.request.get(seen.src);
    expect(served.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    // The candidate covers the drawn picture (within a pixel of rounding) and is not wider than the screen.
    expect(seen.pixels).toBeGreaterThanOrEqual(Math.floor(seen.drawn) - 1);
    expect(seen.pixels).toBeLessThanOrEqual(seen.screen);
    const preload = seen.preloads.find((link) => link.srcset.split(', ').some((candidate) => candidate.startsWith(`${seen.src} `)));
    expect(preload, `a preload in <head> lists ${seen.src}`).toBeDefined();
    expect(preload?.priority).toBe('high');
    expect(seen.initiator).toBe('link');
  });
}
