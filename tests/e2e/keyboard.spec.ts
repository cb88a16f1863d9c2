/**
 * The site by keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 2.4.11). On
 * every page the first Tab reaches a visible "Skip to main content" that moves
 * focus into <main>, and everything the keyboard reaches shows a ring that is
 * not cut off and stands out from what is behind it, in every funnel's theme:
 * everyPage.spec checks both page by page. Here: the phone menu, the
 * fullscreen viewer and a carousel work from the keyboard and give focus
 * back; and every funnel can be walked to its thank-you page with keys only. Pages, galleries and funnel paths come from content/ and funnels/.
 */
import type { Page } from '@playwright/test';
import { focusedElement, performByKeyboard, tabTo } from './support/keyboard.ts';
import { shortestFinalPath } from './support/model.ts';
import { viewer } from './support/portfolio.ts';
import { allRoutes, funnels } from './support/routes.ts';
import { menuRoute, menuToggle, sectionOf, titledCarousel, viewerCases } from './support/states.ts';
import { routeThirdParty } from './support/thirdParty.ts';
import { atOneWidth, expect, test } from './support/test.ts';
import { expectState, startWalk } from './support/walk.ts';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page, baseURL }) => {
  if (baseURL === undefined) throw new Error('no baseURL');
  await routeThirdParty(page, new URL(baseURL).origin, 'serve');
});

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to main content', exact: true });

test.describe('phone menu', () => {
  test('opens from the keyboard, Tab goes into it, Escape closes it and focus returns to the toggle; tabbing out closes it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu toggle shows on narrow screens only');
    await page.goto(menuRoute().path);
    const toggle = menuToggle(page);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await page.keyboard.press('Tab');
    const firstLink = menu.getByRole('link').first();
    await expect(firstLink, 'Tab goes from the toggle into the open menu').toBeFocused();
    await expect(firstLink).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(firstLink).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = await menu.getByRole('link').count();
    for (let index = 0; index <= links; index += 1) await page.keyboard.press('Tab');
    await expect(toggle, 'focus left the menu past its last link, so it closed').toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-overlay')).toHaveCount(0);
  });
});

test.describe('fullscreen viewer', () => {
  atOneWidth('desktop', 'the viewer is one dialog with the same stops at every width, and a keyboard is a desktop visitor’s; tapped open and closed on the phone in portfolio.spec');
  test('opens with Enter, keeps focus inside while open, closes with Escape and gives focus back', async ({ page }) => {
    const gallery = viewerCases().find((candidate) => candidate.kind === 'design-gallery');
    if (gallery === undefined) throw new Error('no design gallery');
    await page.goto(gallery.route.path);
    const gallerySection = sectionOf(page, gallery.heading);
    const openers = gallerySection.getByRole('button', { name: /^View “.+” full screen$/ });
    const opener = openers.first();
    // Reached by keyboard from the gallery's next picture, rather than by Tab through every section above it: a click
    // on the gallery's heading would only focus main (a focusable ancestor), and Tab would start at the page's top.
    await openers.nth(1).focus();
    await tabTo(page, opener, { backwards: true, max: 1 });
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      // Where focus went is asked only when it left: on a slow machine each call into the page counts.
      expect(inside ? 'inside the viewer' : `on ${await focusedElement(page)}`, `after ${key}, where focus is`).toBe('inside the viewer');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('carousel', () => {
  test('Next slide works from the keyboard and the new position is announced', async ({ page }) => {
    const { route, block } = titledCarousel();
    await page.goto(route.path);
    const carousel = sectionOf(page, block.heading);
    const next = carousel.getByRole('button', { name: 'Next slide', exact: true });
    const previous = carousel.getByRole('button', { name: 'Previous slide', exact: true });
    const position = carousel.getByRole('status');
    const count = block.slides.length;
    await tabTo(page, next);
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await expect(position).toHaveText(`1 / ${count}`);
    await expect(carousel.getByRole('group', { name: `1 of ${count}`, exact: true })).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`2 / ${count}`);
    await expect(carousel.getByRole('group', { name: `2 of ${count}`, exact: true })).toBeInViewport();
    await expect(next, 'focus stays on Next for the next press').toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`3 / ${count}`);
    await tabTo(page, previous, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`2 / ${count}`);
  });
});

test.describe('carousel taking over', () => {
  test('a card focused before Swiper takes over the row keeps the focus after it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'on a phone the case studies are a list, not a carousel');
    // Swiper held back until the card has the focus, as on a slow phone where it arrives after a Tab.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/SwiperRow-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The showcase's case studies: a grid in the prerendered page, a plain row once the page knows it is on a
    // desktop, Swiper's carousel once Swiper has arrived.
    await page.goto('/showcase');
    const work = page.locator('section#case-studies');
    const card = work.getByRole('button', { name: /full screen$/ }).first();
    const name = await card.getAttribute('aria-label');
    await card.focus();
    await expect(card).toBeFocused();
    release();
    // Swiper's slides are named groups ("1 of 3"); the plain row's cards are not.
    await expect(work.getByRole('group', { name: /^1 of \d+$/ }), 'Swiper has taken over').toBeVisible();
    await expect(work.getByRole('button', { name: name ?? '', exact: true }).first()).toBeFocused();
  });
});

test.describe('back to top', () => {
  atOneWidth('desktop', 'the same button and focus target at every width, and a keyboard is a desktop visitor’s; tapped on the phone in portfolio.spec');
  test('is reached by keyboard once the page is scrolled, and puts focus back at the top', async ({ page }) => {
    const route = allRoutes().find((candidate) => candidate.blocks.some((block) => block.type === 'back-to-top'));
    const block = route?.blocks.find((candidate) => candidate.type === 'back-to-top');
    if (route === undefined || block?.type !== 'back-to-top') throw new Error('no page has a back-to-top block');
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('End');
    const button = page.getByRole('button', { name: block.label, exact: true });
    await expect(button).toBeVisible();
    await tabTo(page, button, { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(skipLink(page), 'focus goes to the top of the page, not lost with the button').toBeFocused();
  });
});

test.describe('funnels by keyboard only', () => {
  atOneWidth('desktop', 'a keyboard is a desktop visitor’s; every path is walked by taps on the phone in funnelPaths.spec');
  for (const funnel of funnels()) {
    const path = shortestFinalPath(funnel);
    test(`${path.name}: walked to the thank-you page with Tab, typing, arrows and Enter`, async ({ page }) => {
      await startWalk(page, path);
      let current = path.start;
      for (const step of path.steps) {
        await performByKeyboard(page, funnel, current.stepId, step);
        await expectState(page, funnel, step.to);
        if (step.to.stepId !== current.stepId) {
          await expect(page.getByRole('main'), `after moving to ${step.to.stepId}, focus starts at the new page's main content`).toBeFocused();
        }
        current = step.to;
      }
      expect(current.final).toBe(true);
    });
  }
});
