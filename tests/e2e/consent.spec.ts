/**
 * Consent first: GA4 measures a visitor only after they accept, and nothing
 * reaches Google before. Each consent path walks skincare's funnel (landing,
 * order, thank-you) as a visitor of its split test's variant b, with every
 * request that leaves the site recorded and answered here (there is no
 * network): Google's tag by a stand-in script that does nothing, its
 * collection endpoints by an empty 204. The queue read after Accept is
 * window.dataLayer, the commands gtag.js would read on loading.
 */
import type { Page } from '@playwright/test';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { ID_COOKIE } from '../../src/engine/experiments/visitorCookies.ts';
import { axeViolations } from './support/axe.ts';
import { banner, gaCookies, gtagQueue, recordThirdParties, tagRan, toGoogle } from './support/google.ts';
import { holdAppScripts } from './support/holdScripts.ts';
import { tabTo } from './support/keyboard.ts';
import { shippedFunnels } from './support/model.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const found = shippedFunnels().find((funnel) => funnel.slug === 'skincare');
if (found === undefined) throw new Error('no skincare funnel');
const skincare = found;
const MEASUREMENT_ID = 'G-7QK2M8XH4P';

/** A visitor id skincare's 50/50 test puts on b. */
function idOnB(): string {
  for (let i = 0; i < 1_000; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (assignVariants(skincare, id)['skincare.two-bottles-first'] === 'b') return id;
  }
  throw new Error('no id on b');
}

/** From the landing page, open: order (2 Bottles chosen) → thank-you, by taps, checking the address at each step. */
async function walkSkincare(page: Page, atEachStep: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  await expect(page).toHaveURL(/\/funnels\/skincare$/);
  await atEachStep();
  await page.getByRole('link', { name: 'Order Now' }).first().click();
  await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
  // 1 Bottle is chosen as the step opens; choosing 2 Bottles is the visitor's select_item.
  await page.getByRole('radio', { name: /2 Bottles/ }).check();
  await atEachStep();
  await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);
  await expect(page.getByText('GLOW10').first()).toBeVisible();
  await atEachStep();
}

test.describe('consent first', () => {
  test.use({ splitTests: 'on' });
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: ID_COOKIE, value: idOnB(), url: baseURL ?? 'http://127.0.0.1' }]);
  });

  test.describe('at the phone width', () => {
    atOneWidth('phone', 'a funnel’s visitor is on a phone; what is requested does not depend on the width');

    test('before any choice, a whole funnel walk asks Google for nothing and keeps no _ga cookie; the banner stays open', async ({ page, context, baseURL }) => {
      const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
      await page.goto('/funnels/skincare');
      await walkSkincare(page, async () => {
        await expect(banner(page)).toBeVisible();
        expect(toGoogle(seen)).toEqual([]);
        expect(await gaCookies(context)).toEqual([]);
      });
      expect(await gtagQueue(page)).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    });

    test('after Accept, the queue holds the consent update, the config and every event of the walk, in GA4’s form; Google’s tag is fetched once', async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
      const origin = new URL(baseURL ?? '').origin;
      await page.goto('/funnels/skincare');
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(banner(page).getByText('Analytics accepted.')).toBeVisible();
      await expect.poll(() => tagRan(page)).toBe(true);
      // The landing page's page_view, fired before the choice, is sent with the first events after it.
      await walkSkincare(page);
      const queue = await gtagQueue(page);
      await testInfo.attach('gtag queue', { body: JSON.stringify(queue, null, 2), contentType: 'application/json' });
      const b = { experiment_id: 'skincare.two-bottles-first', variant_id: 'b', exp_variant_string: 'FNL-skincare.two-bottles-first-b' };
      const twoBottles = { item_id: 'bottles-two', item_name: '2 Bottles', price: 99, quantity: 1 };
      expect(queue).toEqual([
        ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
        ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
        ['js', 'Date'],
        ['config', MEASUREMENT_ID, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_expires: 34_128_000 }],
        ['event', 'page_view', { page_title: skincare.steps.landing?.title, page_location: `${origin}/funnels/skincare`, ...b }],
        ['event', 'page_view', { page_title: skincare.steps.order?.title, page_location: `${origin}/funnels/skincare/order`, ...b }],
        ['event', 'experience_impression', b],
        ['event', 'select_item', { item_list_id: 'bottles', item_list_name: 'Choose your supply', items: [twoBottles], ...b }],
        ['event', 'begin_checkout', { value: 99, currency: 'USD', items: [twoBottles], ...b }],
        ['event', 'page_view', { page_title: skincare.steps['thank-you']?.title, page_location: `${origin}/funnels/skincare/thank-you`, ...b }],
        ['event', 'purchase', { value: 99, currency: 'USD', items: [twoBottles], ...b }],
      ]);
      expect(toGoogle(seen)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
      expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'consent', value: 'granted' }));
      expect(await axeViolations(page), 'axe after Accept, the confirmation open').toEqual([]);
    });

    for (const refusal of ['Reject', 'Global Privacy Control'] as const) {
      test(`after ${refusal}, nothing is asked of Google for the whole walk`, async ({ page, context, baseURL }) => {
        const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
        if (refusal === 'Global Privacy Control') {
          await context.addInitScript(() => {
            Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
          });
        }
        await page.goto('/funnels/skincare');
        if (refusal === 'Reject') {
          await banner(page).getByRole('button', { name: 'Reject' }).click();
          await expect(banner(page).getByText('Analytics rejected.')).toBeVisible();
          expect(await axeViolations(page), 'axe after Reject, the confirmation open').toEqual([]);
          await banner(page).getByRole('button', { name: 'Hide' }).click();
        }
        await expect(banner(page)).toBeHidden();
        await page.reload();
        await walkSkincare(page, async () => {
          await expect(banner(page)).toBeHidden();
        });
        expect(toGoogle(seen)).toEqual([]);
        expect(await gaCookies(context)).toEqual([]);
        expect((await gtagQueue(page)).map((command) => command.slice(0, 2))).toEqual([['consent', 'default']]);
      });
    }

    test('the choice survives a reload, and is changed from the footer: Reject then deletes GA4’s cookies and sends nothing more', async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      const seen = await recordThirdParties(context, origin);
      await page.goto('/funnels/skincare');
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted');
      await expect(banner(page)).toBeHidden();
      // On a later page, Google's tag is fetched once the page has loaded.
      await expect.poll(() => toGoogle(seen).length).toBe(2);
      // As gtag.js would have set them, on the site's host.
      await context.addCookies([
        { name: '_ga', value: 'GA1.1.123.456', url: origin },
        { name: `_ga_${MEASUREMENT_ID.slice(2)}`, value: 'GS1.1.789', url: origin },
      ]);
      const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await settings.click();
      await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeVisible();
      await banner(page).getByRole('button', { name: 'Reject' }).click();
      expect(await gaCookies(context)).toEqual([]);
      expect((await gtagQueue(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
      const requests = toGoogle(seen).length;
      await page.getByRole('link', { name: 'Order Now' }).first().click();
      await expect(page).toHaveURL(/\/order$/);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied');
      expect(toGoogle(seen)).toHaveLength(requests);
    });

    test('with the banner open, a tap on the step’s action before the scripts have started is not lost', async ({ page }) => {
      // The app's modules held back: the page as a slow phone shows it, prerendered, with the head scripts run.
      const release = await holdAppScripts(page);
      await page.goto('/funnels/skincare', { waitUntil: 'commit' });
      await expect(banner(page)).toBeVisible();
      await page.getByRole('link', { name: 'Order Now' }).first().click();
      await expect(page).toHaveURL(/\/funnels\/skincare\/order(\/b)?$/);
      release();
      await expect(page.getByRole('link', { name: 'Proceed to Secure Checkout' })).toBeVisible();
      await expect(banner(page)).toBeVisible();
    });

    test('without JavaScript there is no banner, no Cookie settings and nothing measured', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, isMobile: true, viewport: { width: 390, height: 844 } });
      try {
        const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
        const page = await context.newPage();
        await page.goto('/funnels/skincare');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toBeHidden();
        await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
        expect(toGoogle(seen)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  test.describe('by keyboard', () => {
    atOneWidth('desktop', 'keyboard use is checked at the desktop width, as the site’s other keyboard tests are');

    test('the banner is reached right after the skip link, a choice moves focus to its confirmation, and Hide back into the page', async ({ page }) => {
      await page.goto('/funnels/skincare');
      await page.locator('body').focus();
      const accept = banner(page).getByRole('button', { name: 'Accept' });
      // After the skip link and the funnel's "How this funnel works".
      expect(await tabTo(page, accept, { max: 3 }), 'Accept among the first stops of Tab').toBe(3);
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: 'Privacy' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(banner(page).getByText('Analytics rejected.')).toBeVisible();
      // The button pressed is gone: focus is on the confirmation, not lost on <body>.
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-consent-done'))).toBe(true);
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Hide' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
      // And from the footer, by keyboard, back to the question.
      const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await settings.focus();
      await page.keyboard.press('Enter');
      await expect(banner(page).getByText('Count your visit with Google Analytics?')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(settings).toBeFocused();
    });
  });
});
