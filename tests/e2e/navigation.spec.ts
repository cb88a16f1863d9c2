/**
 * The address bar drives the funnel too: deep links, reloads, Back and
 * Forward, and addresses the site does not have. Steps come from the configs,
 * so every step of every funnel is covered.
 */
import type { Page } from '@playwright/test';
import { atOneWidth, expect, expectNoRunawayHistory, test } from './support/test.ts';
import { shippedFunnels, shortestFinalPath, stepOf, type PathStep, type StepState } from './support/model.ts';
import { expectState, h1, startWalk, stepHeading, submitForm, urlPattern, walkSteps } from './support/walk.ts';

const funnels = shippedFunnels();

/** How long a page must stay put after a history move to count as settled: far longer than a render and an effect. */
const SETTLE_MS = 400;
/** History moves are same-document; fail fast rather than wait out the test when one never settles. */
const HISTORY_TIMEOUT = 5_000;

/**
 * Asserts that nothing moves on its own after a history move: no runaway of
 * history pushes, and exactly the expected number of history entries. (A
 * URL↔machine echo shows up here as extra entries, or endless ones.)
 */
async function expectSettled(page: Page, historyLength: number): Promise<void> {
  await page.waitForTimeout(SETTLE_MS); // measuring that no further navigation happens
  await expectNoRunawayHistory(page);
  expect(await page.evaluate(() => history.length), 'history entries after the page settled').toBe(historyLength);
}

async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => history.length);
}

/** The states a walk of `steps` shows, one per page (consecutive states on the same step, like submitting, count once). */
function pagesOf(start: StepState, steps: readonly PathStep[]): { state: StepState; index: number }[] {
  const pages = [{ state: start, index: -1 }];
  steps.forEach((step, index) => {
    const last = pages.at(-1);
    if (last !== undefined && last.state.stepId !== step.to.stepId) pages.push({ state: step.to, index });
  });
  return pages;
}

// Each step's deep link, and a reload of it: everyPage.spec, page by page.
test.describe('Back and Forward through a funnel', () => {
  atOneWidth('desktop', 'the browser history is the same at every width');

  for (const funnel of funnels) {
    const shortest = shortestFinalPath(funnel);
    const pages = pagesOf(shortest.start, shortest.steps);

    test(`${funnel.slug}: Back and Forward move between the steps of ${shortest.name}, and the funnel works after Back`, async ({
      page,
    }) => {
      expect(pages.length).toBeGreaterThanOrEqual(2);
      await startWalk(page, shortest);
      await walkSteps(page, funnel, shortest.start, shortest.steps);

      const entries = await historyLength(page);
      // Back to the landing step, one page at a time. Going back re-enters a step, so a step that was submitting is not any more.
      for (let index = pages.length - 2; index >= 0; index--) {
        await page.goBack({ timeout: HISTORY_TIMEOUT });
        const shown = pages[index];
        if (shown === undefined) throw new Error('no such page');
        await expectSettled(page, entries);
        await expectState(page, funnel, { ...shown.state, submitting: false });
      }
      // Forward again to the final step.
      for (let index = 1; index < pages.length; index++) {
        await page.goForward({ timeout: HISTORY_TIMEOUT });
        const shown = pages[index];
        if (shown === undefined) throw new Error('no such page');
        await expectSettled(page, entries);
        await expectState(page, funnel, shown.state);
      }
      // Back from the final step, then on through the funnel again by its own controls.
      const beforeFinal = pages.at(-2);
      if (beforeFinal === undefined) throw new Error('no page before the final one');
      await page.goBack({ timeout: HISTORY_TIMEOUT });
      const back = { ...beforeFinal.state, submitting: false };
      await expectSettled(page, entries);
      await expectState(page, funnel, back);
      const again = shortest.steps.slice(beforeFinal.index + 1);
      await walkSteps(page, funnel, back, again);
      await expect(page).toHaveURL(urlPattern(funnel, shortest.steps.at(-1)?.to.stepId ?? ''));
    });
  }
});

test.describe('the in-page Back button', () => {
  atOneWidth('desktop', 'where Back leads is the browser history, the same at every width; the button is tapped on the phone in addressSync.spec’s random runs');
  const skincare = funnels.find((funnel) => funnel.slug === 'skincare');
  if (skincare === undefined) throw new Error('no skincare funnel');

  test('goes back in history from the order step to the landing step', async ({ page }) => {
    await page.goto('/funnels/skincare');
    await page.getByRole('link', { name: 'Order Now' }).first().click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    // The visitor taps the Back of the order page they see: the step's screen can follow its address a moment later.
    await expect(h1(page, stepHeading(stepOf(skincare, 'order')))).toBeVisible();
    const entries = await historyLength(page);
    await page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: 'Back', exact: true }).click();
    await expectSettled(page, entries);
    await expect(page).toHaveURL(/\/funnels\/skincare$/);
    await expect(h1(page, 'Wake up to brighter, even-toned skin')).toBeVisible();
  });

  test('on a deep-linked step with no history goes up to the landing step', async ({ page }) => {
    await page.goto('/funnels/plants/product');
    const entries = await historyLength(page);
    await page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: 'Back', exact: true }).click();
    // No previous page, so the button follows a link up: one new history entry, then nothing more.
    await expectSettled(page, entries + 1);
    await expect(page).toHaveURL(/\/funnels\/plants$/);
    await expect(h1(page, 'Bring the outdoors in')).toBeVisible();
  });
});

test.describe('Back from a submitted form', () => {
  atOneWidth('desktop', 'the browser history and the machine’s timer are the same at every width');

  test('medical: after Back from thank-you, the booking form submits again and the 600 ms timer still runs', async ({ page }) => {
    const medical = funnels.find((funnel) => funnel.slug === 'medical');
    if (medical === undefined) throw new Error('no medical funnel');
    const landing = stepOf(medical, 'landing');
    const booking = landing.blocks.find((block) => block.type === 'form');
    if (booking?.type !== 'form') throw new Error('the medical landing step has no form');
    const button = page.getByRole('form', { name: booking.heading }).getByRole('button');

    await page.goto('/funnels/medical');
    await submitForm(page, booking);
    await expect(page).toHaveURL(/\/funnels\/medical\/thank-you$/);

    const entries = await historyLength(page);
    await page.goBack({ timeout: HISTORY_TIMEOUT });
    await expectSettled(page, entries);
    await expect(page).toHaveURL(/\/funnels\/medical$/);
    await expect(button).toHaveText(booking.submitLabel);
    await expect(button).toBeEnabled();

    const again = Date.now();
    await submitForm(page, booking);
    await expect(page).toHaveURL(/\/funnels\/medical\/thank-you$/);
    expect(Date.now() - again).toBeGreaterThanOrEqual(600);
    await expect(h1(page, stepHeading(stepOf(medical, 'thank-you')))).toBeVisible();
  });
});

// Addresses the site does not have (an unknown funnel, an unknown step of a known one): notFound.spec.

test.describe('links in sections that are never hydrated', () => {
  atOneWidth('phone', 'how a link is followed does not depend on the width');

  test('move to another page of the site without loading a new document, and Back returns', async ({ page }) => {
    await page.goto('/showcase');
    // A page load would lose this mark; a client-side move keeps it.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });
    const open = page.getByRole('link', { name: 'Open the demo: Lumière Glow Serum' });
    await expect(open, 'the card is a static section: React never attached to it').toHaveAttribute('href', '/funnels/skincare');
    await open.click();
    await expect(page).toHaveURL(/\/funnels\/skincare$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
    await page.goBack();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(open).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  });
});
