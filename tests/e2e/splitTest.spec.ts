/**
 * Skincare's order step runs a split test (control: the options as written;
 * b: 2 Bottles first under a "Save 15%" banner). A visitor is shown one
 * variant from the first paint to the last, with no layout shift and no
 * moment of the other one: with JavaScript the head script puts them on their
 * page before it paints, and every variant shows the step's own address (the
 * one a visitor shares and reloads); without it the step's address is the
 * control and the funnel works. The static host here (`npm run preview`) has no edge
 * rules, so this is the head script's path; the Cloudflare worker has its own
 * test in workerd (tests/unit/experimentHosts.test.ts).
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { ID_COOKIE } from '../../src/engine/experiments/visitorCookies.ts';
import { shippedFunnels } from './support/model.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const found = shippedFunnels().find((funnel) => funnel.slug === 'skincare');
if (found === undefined) throw new Error('no skincare funnel');
const skincare = found;
const EXPERIMENT = 'skincare.two-bottles-first';

/** A visitor id the 50/50 test puts on `variant`, as a returning visitor's cookie holds it. */
function idOn(variant: string): string {
  for (let i = 0; i < 1_000; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (assignVariants(skincare, id)[EXPERIMENT] === variant) return id;
  }
  throw new Error(`no id on variant ${variant}`);
}

async function returningVisitor(context: BrowserContext, baseURL: string | undefined, variant: string): Promise<void> {
  await context.addCookies([{ name: ID_COOKIE, value: idOn(variant), url: baseURL ?? 'http://127.0.0.1' }]);
}

/**
 * Records, in every document the tab loads, what was on screen at its first
 * paint (the options' order, and whether the badge is a banner) and every
 * layout shift, in sessionStorage, so a document that was replaced before it
 * painted leaves no record at all. Also records any option card removed after
 * the first paint: a second paint of another variant would remove them.
 */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'split-test-record';
    const record = (entry: unknown) => {
      const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
      sessionStorage.setItem(KEY, JSON.stringify([...list, entry]));
    };
    const shown = () => ({
      path: location.pathname,
      options: [...document.querySelectorAll('input[name="bottles"]')].map((input) => (input as HTMLInputElement).value),
      banner: [...document.querySelectorAll('label span')].some((span) => span.textContent === 'Save 15%' && getComputedStyle(span).gridColumnStart === '1'),
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record({ kind: 'paint', ...shown() });
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record({ kind: 'shift', path: location.pathname, value: (entry as PerformanceEntry & { value: number }).value });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (node instanceof Element && (node.matches('label') || node.querySelector('input[name="bottles"]') !== null)) {
              record({ kind: 'removed', path: location.pathname, text: node.textContent });
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

const records = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('split-test-record') ?? '[]') as Record<string, unknown>[]);

test.describe('the skincare split test, with JavaScript', () => {
  test.use({ splitTests: 'on' });
  atOneWidth('phone', 'which page a visitor is put on does not depend on the width');

  test('a b visitor asking for the order step is put on b’s page before anything paints, at the step’s address: one paint, of b, no shift, hydrated in place', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL, 'b');
    await recordPaints(page);
    await page.goto('/funnels/skincare/order');
    await test.step('the address is the step’s, and b shows: 2 Bottles first, under a Save 15% banner', async () => {
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
      const radios = page.getByRole('radio');
      await expect(radios.first()).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
      await expect(radios.nth(1)).toHaveAccessibleName(/1 Bottle.*\$59/);
      await expect(page.getByRole('radio', { name: /1 Bottle/ })).toBeChecked();
    });
    await test.step('the control’s document never painted; b painted once, as b, and nothing moved or was drawn again', async () => {
      await expect.poll(async () => (await records(page)).filter((entry) => entry.kind === 'paint')).toEqual([
        { kind: 'paint', path: '/funnels/skincare/order', options: ['two', 'one'], banner: true },
      ]);
      const after = await records(page);
      expect(after.filter((entry) => entry.kind === 'shift')).toEqual([]);
      expect(after.filter((entry) => entry.kind === 'removed')).toEqual([]);
    });
    await test.step('a reload keeps the step’s address and b', async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
      await expect(page.getByRole('radio').first()).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
    });
    await test.step('the funnel goes on from b: checkout reaches thank-you with the referral code', async () => {
      await page.getByRole('radio', { name: /2 Bottles/ }).check();
      await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
      await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);
      await expect(page.getByText('GLOW10')).toBeVisible();
    });
  });

  test('a control visitor stays on the step’s address, which paints the control once, with no shift', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL, 'control');
    await recordPaints(page);
    await page.goto('/funnels/skincare/order');
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(/1 Bottle.*\$59/);
    await expect.poll(async () => (await records(page)).filter((entry) => entry.kind !== 'shift')).toEqual([
      { kind: 'paint', path: '/funnels/skincare/order', options: ['one', 'two'], banner: false },
    ]);
    expect((await records(page)).filter((entry) => entry.kind === 'shift')).toEqual([]);
  });

  test('a new visitor gets an id on the landing step, and the order step of the variant it hashes to, then keeps it', async ({ page }) => {
    await page.goto('/funnels/skincare');
    // The landing step has no head script: the id is written when the funnel starts, as the page hydrates.
    const visitorId = async () => (await page.context().cookies()).find((cookie) => cookie.name === ID_COOKIE)?.value ?? '';
    await expect.poll(visitorId).toMatch(/^[0-9a-f]{32}$/);
    const id = await visitorId();
    const variant = assignVariants(skincare, id)[EXPERIMENT];
    await page.getByRole('link', { name: 'Order Now' }).first().click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(variant === 'b' ? /2 Bottles/ : /1 Bottle/);
    await page.reload();
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(variant === 'b' ? /2 Bottles/ : /1 Bottle/);
  });

  for (const variant of ['control', 'b']) {
    test(`a ${variant} visitor opening a shared link to b’s page sees their own variant, at the step’s address`, async ({ page, context, baseURL }) => {
      await returningVisitor(context, baseURL, variant);
      await page.goto('/funnels/skincare/order/b');
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
      await expect(page.getByRole('radio').first()).toHaveAccessibleName(variant === 'b' ? /2 Bottles.*Save 15%/ : /1 Bottle.*\$59/);
      // Canonical to the step on both pages; noindex on b's page only, as it was prerendered.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/funnels\/skincare\/order$/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(variant === 'b' ? 1 : 0);
    });
  }
});

test.describe('the skincare split test, a tap before the app has started', () => {
  test.use({ splitTests: 'on' });
  atOneWidth('phone', 'where a tap leads does not depend on the width');

  test('a b visitor’s tap on Order Now goes straight to b’s page, never through the step’s own', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL, 'b');
    // The app's modules are held back for the whole visit: the landing page is plain HTML and its head script.
    const held: Route[] = [];
    await page.route('**/assets/**/*.js', (route) => {
      held.push(route);
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/funnels/skincare', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Order Now' }).first().click();
    await test.step('b’s page is shown, at the step’s address', async () => {
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
      await expect(page.getByRole('radio').first()).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
    });
    await test.step('the step’s own page was never asked for', () => {
      expect(documents).toEqual(['/funnels/skincare', '/funnels/skincare/order/b']);
      expect(held.length, 'the app’s scripts were asked for, and held').toBeGreaterThan(0);
    });
  });
});

test.describe('the skincare split test, without JavaScript', () => {
  test.use({ splitTests: 'on', javaScriptEnabled: false });
  atOneWidth('phone', 'the HTML a browser gets without script is the same at every width');

  test('a b visitor with no script and no edge rules sees the control at the step’s address, and the funnel works', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL, 'b');
    await page.goto('/funnels/skincare/order');
    await test.step('the control, as the file writes it: 1 Bottle first, the Save 15% label on 2 Bottles', async () => {
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
      await expect(page.getByRole('radio').first()).toHaveAccessibleName(/1 Bottle.*\$59/);
      await expect(page.getByRole('radio', { name: /2 Bottles.*\$99.*Save 15%/ })).toBeVisible();
      await expect(page.getByText('Secure checkout', { exact: true })).toBeVisible();
    });
    await test.step('checkout is a link to thank-you, which shows the referral code', async () => {
      await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
      await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);
      await expect(page.getByText('GLOW10')).toBeVisible();
    });
  });

  test('b’s own page is whole without script: b’s options, the same trust badges and checkout, canonical to the step and noindex', async ({ page }) => {
    await page.goto('/funnels/skincare/order/b');
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
    await expect(page.getByRole('radio', { name: /1 Bottle/ })).toBeChecked();
    await expect(page.getByText('60-day money-back guarantee')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/funnels\/skincare\/order$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
    await expect(page.getByText('GLOW10')).toBeVisible();
  });
});
