/**
 * A carousel's slides off to the side cost nothing until the visitor moves it: their art is not fetched
 * while the page loads, the slide after those in view is fetched ahead so a move never shows a blank,
 * and without scripts the snapping row still shows every slide's picture as it is scrolled to. Checked
 * on a case study's screens, the longest carousel (nine screens, a few in view at any width).
 *
 * What is fetched early is partly the browser's own choice (native lazy loading), so this spec drives the
 * full Chromium a visitor runs: the headless shell the rest of the suite uses also fetched the third
 * screen, off to the side, at 390 px, and all nine at 1366 px, with the same layout.
 */
import type { Locator, Page } from '@playwright/test';
import { chromeLaunchOptions } from './chromeLaunchOptions.ts';
import { expect, test } from './support/test.ts';

const PATH = '/projects/fit-ins';
const SLIDES = 9;

test.use({ reducedMotion: 'reduce', launchOptions: chromeLaunchOptions('full') });

/** The artwork an image address names, whatever rendition or format it is (or the SVG itself). */
function artwork(url: string): string {
  return new URL(url, 'http://localhost').pathname.replace(/^\/assets\/art\//, '/art/').replace(/(-\d+\.[0-9a-f]{8})?\.(avif|webp|svg)$/, '');
}

/** Every artwork the page has asked for so far, in order. */
function watchArt(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(artwork(request.url()));
  });
  return fetched;
}

interface Slide {
  art: string;
  inView: boolean;
  shown: boolean;
}

/** Each slide's artwork, whether it is inside the carousel's visible box, and whether its picture is drawn. */
async function slides(row: Locator): Promise<Slide[]> {
  return row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('img')].map((image) => {
      const rect = image.getBoundingClientRect();
      return {
        art: image.getAttribute('src') ?? '',
        inView: rect.right > box.left + 1 && rect.left < box.right - 1,
        shown: image.complete && image.naturalWidth > 0,
      };
    });
  }).then((list) => list.map((slide) => ({ ...slide, art: artwork(slide.art) })));
}

test(`${PATH}: a screen off to the side is fetched only as the carousel moves to it, each one ready before it arrives`, async ({ page }) => {
  const fetched = watchArt(page);
  await page.goto(PATH);
  // Swiper starts as the carousel comes near; the page is then left alone until the network is idle, never scrolled.
  const carousel = page.getByRole('group', { name: 'Fit-Ins screens' });
  await expect(carousel.getByRole('group', { name: `1 of ${String(SLIDES)}` })).toBeAttached();
  await page.waitForLoadState('networkidle');

  const before = await slides(carousel);
  const inView = before.filter((slide) => slide.inView).length;
  await test.step('the screens in view are fetched, the ones off to the side are not', () => {
    expect(before).toHaveLength(SLIDES);
    expect(inView).toBeGreaterThan(0);
    expect(before.slice(0, inView).map((slide) => slide.art).filter((art) => !fetched.includes(art))).toEqual([]);
    const waiting = before.filter((slide) => !fetched.includes(slide.art));
    expect(waiting.every((slide) => !slide.inView)).toBe(true);
    if (test.info().project.name === 'phone') {
      // The carousel starts just below the fold: the browser's own lazy loading would fetch three
      // screens past the two in view, and the one after them waits until the carousel is on screen.
      expect(waiting.map((slide) => slide.art), `fetched: ${fetched.join(', ')}`).toEqual(before.slice(inView).map((slide) => slide.art));
    } else {
      // On a laptop, the row drawn before Swiper arrives keeps slides within half a screen's width of it
      // (content-visibility's margin), so two past the five in view are fetched; the last two are not.
      expect(waiting.length, `fetched: ${fetched.join(', ')}`).toBeGreaterThan(0);
    }
  });

  await test.step('once the carousel is on screen, the screen after those in view is fetched', async () => {
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.includes(before[inView]?.art ?? '')).toBe(true);
  });

  await test.step('each press of Next brings in a screen that was fetched before the press, and draws it', async () => {
    const next = page.getByRole('button', { name: 'Next slide' });
    while (await next.isEnabled()) {
      const ready = [...fetched];
      await next.click();
      await expect.poll(async () => (await slides(carousel)).filter((slide) => slide.inView && !slide.shown).map((slide) => slide.art)).toEqual([]);
      const arrived = (await slides(carousel)).filter((slide) => slide.inView).map((slide) => slide.art);
      expect(arrived.filter((art) => !ready.includes(art)), 'screens that came into view without being fetched first').toEqual([]);
    }
    expect((await slides(carousel)).at(-1)?.inView).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`${PATH}: the row of screens scrolls to its last screen, drawn`, async ({ page }) => {
    await page.goto(PATH);
    const row = page.getByRole('list', { name: 'Fit-Ins screens' });
    await row.scrollIntoViewIfNeeded();
    await row.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect.poll(async () => (await slides(row)).at(-1)).toMatchObject({ inView: true, shown: true });
  });
});
