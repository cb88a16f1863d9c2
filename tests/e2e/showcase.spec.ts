/**
 * The demo funnels on /showcase as a visitor meets them: the owner's order,
 * each card's picture, flow and link, at desktop, phone and 320 px widths.
 * The order and the flows are written out by hand (the owner's choice and
 * what each funnel does); titles, pictures and alt texts are read from
 * funnels/, which the cards show.
 */
import type { Locator, Page } from '@playwright/test';
import { shippedFunnels } from './support/model.ts';
import { atOneWidth, expect, test } from './support/test.ts';

/** The owner's order, and the steps each card should draw. */
const SHOWCASE: { slug: string; flow: string[] }[] = [
  { slug: 'skincare', flow: ['Landing', 'Order', 'Thank-you'] },
  { slug: 'medical', flow: ['Landing', 'Thank-you'] },
  { slug: 'plants', flow: ['Landing', 'Product', 'Thank-you'] },
  { slug: 'cinnamon', flow: ['Landing', 'Upsell', 'Thank-you'] },
  { slug: 'travel', flow: ['Landing', 'Thank-you'] },
  { slug: 'northwind-coffee', flow: ['Landing', 'Brew', 'Taste', 'Cup', 'Result-medium', 'Thank-you'] },
];

const funnels = shippedFunnels();

function landingArt(slug: string) {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  const hero = funnel?.steps[funnel.landing]?.blocks.find((block) => block.type === 'hero');
  if (funnel === undefined || hero?.type !== 'hero' || hero.image === undefined) throw new Error(`${slug} has no landing picture`);
  return { title: funnel.title, image: hero.image };
}

async function openGallery(page: Page): Promise<Locator> {
  await page.goto('/showcase');
  const gallery = page.locator('section#funnels');
  await gallery.scrollIntoViewIfNeeded();
  return gallery;
}

test.describe('the cards’ content', () => {
  atOneWidth('desktop', 'the order, titles, flows, pictures and links are the same at every width; what covers a card and the frames’ shapes run at both widths below, the 320 px fit on the phone');

  test('the showcase lists the six demo funnels in the owner’s order, each with its picture, its flow and a link', async ({ page }) => {
    const gallery = await openGallery(page);
    const cards = gallery.getByRole('article');
    await expect(cards).toHaveCount(SHOWCASE.length);
    for (const [index, { slug, flow }] of SHOWCASE.entries()) {
      const card = cards.nth(index);
      const { title, image } = landingArt(slug);
      await expect(card.getByRole('heading', { level: 3 }), `card ${String(index + 1)}`).toHaveText(title);
      await expect(card.getByRole('list', { name: `${title}: the steps` }).getByRole('listitem')).toHaveText(flow);
      const picture = card.getByRole('img', { name: image.alt, exact: true });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('src', image.src);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${slug}: the picture loads`).toBe(true);
      const link = card.getByRole('link', { name: `Open the demo: ${title}`, exact: true });
      await expect(link).toHaveAttribute('href', `/funnels/${slug}`);
    }
  });
});

test('a card’s whole face opens its funnel', async ({ page }) => {
  const gallery = await openGallery(page);
  const { title, image } = landingArt('plants');
  // A pointer on the picture, not a click on the element: what takes the click is whatever covers it, as for a visitor.
  const picture = gallery.getByRole('img', { name: image.alt, exact: true });
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  if (box === null) throw new Error(`${title}: the picture has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/funnels\/plants$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every card’s picture frame has its shape before the picture arrives', async ({ page }) => {
  // Hold every picture back: the frames must already have their final size.
  // Only the SVGs, the funnels' pictures: the page's lead cover (a raster under /assets/art/) is preloaded
  // from <head>, and held back it would keep the page from its load event, when the app starts.
  await page.route((url) => url.pathname.startsWith('/art/'), () => undefined);
  const gallery = await openGallery(page);
  const frames = await gallery.getByRole('img').evaluateAll((images) =>
    images.map((img) => {
      const box = img.getBoundingClientRect();
      return box.width / box.height;
    }),
  );
  expect(frames).toHaveLength(SHOWCASE.length);
  for (const ratio of frames) expect(ratio, 'a 16:10 frame').toBeCloseTo(16 / 10, 1);
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  atOneWidth('phone', 'the viewport is set to 320 px here, so a second project would repeat it');

  test('the cards and their flow rows fit the screen', async ({ page }) => {
    const gallery = await openGallery(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scroll').toBe(0);
    const spills = await gallery.getByRole('article').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const edge = card.getBoundingClientRect();
        return [...card.querySelectorAll('li')]
          .filter((chip) => {
            const box = chip.getBoundingClientRect();
            return box.left < edge.left || box.right > edge.right;
          })
          .map((chip) => `${card.querySelector('h3')?.textContent ?? '?'}: ${chip.textContent}`);
      }),
    );
    expect(spills, 'flow chips outside their card').toEqual([]);
  });
});
