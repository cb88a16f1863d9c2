/**
 * What a funnel earns: skincare's order bump as a visitor ticks it (before
 * the scripts arrive, without them, and with them, where the order total and
 * the tracked purchase follow it), and the forecast in "How this funnel
 * works", whose every share is an input that recomputes the numbers.
 */
import type { Page } from '@playwright/test';
import { holdAppScripts } from './support/holdScripts.ts';
import { atOneWidth, expect, test, waitForHydration } from './support/test.ts';

const control = (page: Page) => page.getByRole('button', { name: 'How this funnel works', exact: true });
const view = (page: Page) => page.getByRole('dialog', { name: 'How this funnel works', exact: true });
const section = (page: Page, heading: string) => view(page).getByRole('region', { name: heading, exact: true });
const bump = (page: Page) => page.getByRole('checkbox', { name: 'Add to my order: Travel-size cleanser, $12', exact: true });
const summary = (page: Page) => page.getByText(/^Your order:/);
const revenueAMonth = (page: Page) => section(page, 'What it earns').getByRole('definition').filter({ hasText: /^\$[\d,]+$/ }).last();

test.describe('the order bump on skincare’s order step', () => {
  atOneWidth('phone', 'the order total and the purchase’s value and items are the machine’s, the same at every width; a shopper is on a phone');

  test('is never ticked at first; ticking it changes the order total at once and the purchase’s value and items', async ({ page }) => {
    await page.goto('/funnels/skincare/order');
    await expect(bump(page)).not.toBeChecked();
    await expect(summary(page)).toHaveText('Your order: 1 Bottle · $59');
    await bump(page).check();
    await expect(summary(page)).toHaveText('Your order: 1 Bottle + Travel-size cleanser · $71');
    await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);

    await control(page).click();
    const purchase = section(page, 'Tracking events this visit fired').getByRole('listitem').filter({ hasText: /^purchase/ });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText('value:71');
    await expect(purchase).toContainText('"item_id":"cleanser"');
    const checkout = section(page, 'Tracking events this visit fired').getByRole('listitem').filter({ hasText: /^begin_checkout/ });
    await expect(checkout).toContainText('value:71');
  });

  test('left unticked, the purchase is the bottles alone', async ({ page }) => {
    await page.goto('/funnels/skincare/order');
    await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
    await control(page).click();
    const purchase = section(page, 'Tracking events this visit fired').getByRole('listitem').filter({ hasText: /^purchase/ });
    await expect(purchase).toContainText('value:59');
    await expect(purchase).not.toContainText('cleanser');
  });

  test.describe('before and without the scripts', () => {
    atOneWidth('phone', 'the HTML and its hand-over to the machine do not depend on the width');

    test('a tick made before hydration is the one the machine keeps, and the total follows', async ({ page }) => {
      const release = await holdAppScripts(page);
      await page.goto('/funnels/skincare/order', { waitUntil: 'commit' });
      await bump(page).check();
      release();
      await waitForHydration(page);
      await expect(bump(page)).toBeChecked();
      await expect(summary(page)).toHaveText('Your order: 1 Bottle + Travel-size cleanser · $71');
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  atOneWidth('phone', 'the HTML a browser gets without script does not depend on the width');

  test('the bump is a real checkbox that ticks, and checkout still goes on', async ({ page }) => {
    await page.goto('/funnels/skincare/order');
    await bump(page).check();
    await expect(bump(page)).toBeChecked();
    await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);
  });
});

test.describe('the forecast in “How this funnel works”', () => {
  test('shows each step per 1,000 and each arrow’s share; a changed share changes the revenue, said politely; Reset brings the file’s back', async ({ page }) => {
    await page.goto('/funnels/skincare');
    await control(page).click();
    const earns = section(page, 'What it earns');
    await expect(earns.getByRole('table', { name: 'Order: 100 per 1,000 visitors' })).toBeVisible();
    // The diagram carries the same numbers: 100 of 1,000 reach the order step; with the split test running, the blend of
    // the control's 47% and b's 45% check out. The headline is that blend too: 20,000 × (½ × $3.4047 + ½ × $3.4758).
    await expect(view(page).locator('svg:visible [data-annotation="step"]').filter({ hasText: '100 per 1,000' })).toHaveCount(1);
    await expect(view(page).locator('svg:visible [data-annotation="way"]').filter({ hasText: '46.0%' })).toHaveCount(1);
    await expect(revenueAMonth(page)).toHaveText('$68,805');
    await expect(earns.getByRole('list', { name: 'Each variant’s totals' })).toContainText('b (50%): 45.0 orders per 1,000, average order $77.24, $3.48 a visitor');

    const checkout = earns.getByRole('spinbutton', { name: 'CHECKOUT → Thank-you' });
    await expect(checkout).toHaveValue('47');
    await checkout.fill('60');
    // Half see the control, now 20,000 × 10% × 60% orders of $72.44; half see b, unchanged at $69,516 a month.
    await expect(revenueAMonth(page)).toHaveText('$78,222');
    await expect(earns.getByRole('status')).toHaveText('Revenue $78,222 a month, $3.91 a visitor, 52.5 orders per 1,000 visitors.');
    await expect(view(page).locator('svg:visible [data-annotation="way"]').filter({ hasText: '52.5%' })).toHaveCount(1);

    // Ticking the bump more often raises the average order, from the tracking plan's own prices.
    await earns.getByRole('spinbutton', { name: 'Ticks Travel-size cleanser' }).fill('50');
    await expect(revenueAMonth(page)).not.toHaveText('$78,222');

    await earns.getByRole('button', { name: 'Reset to the file’s figures' }).click();
    await expect(revenueAMonth(page)).toHaveText('$68,805');
    await expect(earns.getByRole('spinbutton', { name: 'CHECKOUT → Thank-you' })).toHaveValue('47');
  });

  test.describe('its numbers alone', () => {
    atOneWidth('phone', 'the figures are computed the same at any width; the phone’s narrow diagram is the one to read (the skincare test above reads the diagram at both widths)');

    test('gives the split test’s lift and the visitors and days it needs', async ({ page }) => {
      await page.goto('/funnels/skincare');
      await control(page).click();
      const variants = section(page, 'What it earns').getByRole('list', { name: 'Variants of two-bottles-first' }).getByRole('listitem');
      await expect(variants).toHaveCount(2);
      await expect(variants.nth(1)).toContainText('b (50% of visitors): goal rate 45.0%, lift −4.3%');
      await expect(variants.nth(1)).toContainText('9,745 visitors needed per variant');
      await expect(section(page, 'What it earns')).toContainText('293 days');

      // The variant's own shares are inputs too: checking out as often as the control, it needs forever to tell apart.
      await section(page, 'What it earns').getByRole('spinbutton', { name: 'CHECKOUT on Order (variant b)' }).fill('47');
      await expect(variants.nth(1)).toContainText('lift —');
      await expect(section(page, 'What it earns')).toContainText('never, with no lift');
    });

    test.describe('on a quiz', () => {
      atOneWidth('phone', 'the numbers are computed the same at any width; the phone’s narrow diagram is the one to read');

      test('gives each answer’s share and each branch’s part, on its arrow too; changing an answer’s share moves the branches it feeds', async ({ page }) => {
        await page.goto('/funnels/northwind-coffee');
        await control(page).click();
        const earns = section(page, 'What it earns');
        const cup = earns.getByRole('table', { name: 'Cup: 377 per 1,000 visitors' });
        await expect(cup).toBeVisible();
        // 20% answer cold brew and 95% answer the last question: 19.0% of the cup step's visitors take the cold-brew branch.
        const coldBrew = cup.getByRole('row', { name: /ANSWER \(brew is cold-brew\) → Result-medium/ });
        await expect(coldBrew).toContainText('19.0%');
        await expect(cup.getByRole('row', { name: /ANSWER \(otherwise\) → Result-dark/ })).toContainText('13.1%');
        await expect(view(page).locator('svg:visible [data-annotation="way"]').filter({ hasText: '19.0%' })).toHaveCount(1);
        const before = await revenueAMonth(page).textContent();

        // Nobody brews cold: their fifth goes to espresso, so the answers still make 100%.
        const brew = earns.getByRole('table', { name: 'Brew: 450 per 1,000 visitors' });
        await expect(brew.getByRole('spinbutton', { name: 'Answers Cold brew' })).toHaveValue('20');
        await brew.getByRole('spinbutton', { name: 'Answers Cold brew' }).fill('0');
        await brew.getByRole('spinbutton', { name: 'Answers Espresso machine' }).fill('45');
        await expect(cup).toBeVisible();
        await expect(coldBrew).toContainText('0.0%');
        await expect(view(page).locator('svg:visible [data-annotation="way"]').filter({ hasText: '19.0%' })).toHaveCount(0);
        await expect(revenueAMonth(page)).not.toHaveText(before ?? '');
        await expect(earns.getByRole('status')).toContainText('Revenue');
      });
    });

    // A test per funnel: the five in one test took 45% of its timeout on two cores.
    for (const slug of ['medical', 'plants', 'cinnamon', 'travel', 'northwind-coffee']) {
      test(`is on ${slug}, with its sources`, async ({ page }) => {
        await page.goto(`/funnels/${slug}`);
        await control(page).click();
        const earns = section(page, 'What it earns');
        await expect(earns.getByRole('table').first()).toBeVisible();
        const sources = earns.getByRole('group').filter({ hasText: 'Sources for Landing' });
        await sources.getByText('Sources for Landing').click();
        await expect(sources).toContainText(/assumed|\(\w[\w.-]+\.\w+\/[^)]*\)/);
        await view(page).getByRole('button', { name: 'Close', exact: true }).click();
      });
    }
  });
});
