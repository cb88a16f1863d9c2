/**
 * The promises SPEC.md makes per funnel (§2 Funnels, §4, §5, §9), checked on
 * what a visitor sees: text, roles and addresses. Values are written out here
 * from the spec, not read from the configs, so a config edit that breaks a
 * promise fails a test. What a form's fields are (names, types, required, a
 * select's options) is read from the built pages in tests/site/funnelForms;
 * here, what the browser does with them.
 */
import type { Locator, Page } from '@playwright/test';
import { expectLeadPicture } from './support/leadPicture.ts';
import { atOneWidth, expect, test } from './support/test.ts';
import { SAMPLE, h1 } from './support/walk.ts';

function form(page: Page, heading: string): Locator {
  return page.getByRole('form', { name: heading, exact: true });
}

function textbox(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** True when the browser's own validation holds the control invalid (the :invalid pseudo-class). */
async function isInvalid(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element.matches(':invalid'));
}

test.describe('skincare', () => {
  atOneWidth('phone', 'what the steps offer, where each choice leads and the vector lead picture’s markup are the same at every width; a funnel visitor is on a phone');

  test('the landing page shows the social proof and Order Now leads to the order page', async ({ page }) => {
    await page.goto('/funnels/skincare');
    await expect(page.getByText('5.0 from 1,248 reviews', { exact: true })).toBeVisible();
    await expectLeadPicture(page, page.getByRole('img', { name: /^An amber dropper bottle of Lumière serum/ }), 'vector');
    await page.getByRole('link', { name: 'Order Now', exact: true }).first().click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    await expect(h1(page, 'Choose your supply')).toBeVisible();
  });

  test('the order page offers 1 bottle at $59 (chosen) or 2 at $99 with Save 15%, and trust badges; Proceed to Secure Checkout leads to thank-you with the referral code GLOW10', async ({ page }) => {
    await page.goto('/funnels/skincare/order');
    const options = page.getByRole('group', { name: 'Choose your supply' }).getByRole('radio');
    await expect(options).toHaveCount(2);
    const one = page.getByRole('radio', { name: /\b1 Bottle\b.*\$59\b/ });
    const two = page.getByRole('radio', { name: /\b2 Bottles\b.*\$99\b.*Save 15%/ });
    await expect(one).toBeChecked();
    await expect(two).not.toBeChecked();
    await expect(page.getByText('Save 15%', { exact: true })).toBeVisible();
    await expect(page.getByText(/Your order:\s*1 Bottle\s*·\s*\$59/)).toBeVisible();

    const badges = page.getByRole('region', { name: 'Why you can buy with confidence' }).getByRole('listitem');
    await expect(badges).toHaveText(['Secure checkout', '60-day money-back guarantee', 'Free shipping', 'Cruelty-free and vegan']);
    for (const badge of await badges.all()) await expect(badge).toBeVisible();

    await two.check();
    await expect(two).toBeChecked();
    await expect(one).not.toBeChecked();
    await expect(page.getByText(/Your order:\s*2 Bottles\s*·\s*\$99/)).toBeVisible();
    await one.check();
    await expect(one).toBeChecked();
    await expect(page.getByText(/Your order:\s*1 Bottle\s*·\s*\$59/)).toBeVisible();

    await two.check();
    await page.getByRole('link', { name: 'Proceed to Secure Checkout' }).click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/thank-you$/);
    await expect(page.getByText('GLOW10', { exact: true })).toBeVisible();
  });
});

test.describe('medical', () => {
  atOneWidth('phone', 'the browser’s form validation and the 600 ms pause are the same at every width; a funnel visitor is on a phone');

  const LANDING = /\/funnels\/medical$/;
  const THANK_YOU = /\/funnels\/medical\/thank-you$/;

  async function fillBooking(page: Page): Promise<Locator> {
    const booking = form(page, 'Book your consultation');
    await textbox(booking, 'Full name').fill(SAMPLE.text);
    await textbox(booking, 'Email').fill(SAMPLE.email);
    await textbox(booking, 'Phone').fill(SAMPLE.tel);
    return booking;
  }

  test('an empty or invalid booking is held by the browser and stays on the page', async ({ page }) => {
    await page.goto('/funnels/medical');
    const booking = form(page, 'Book your consultation');
    const submit = booking.getByRole('button', { name: 'Book Consultation' });
    await submit.click();
    await expect(textbox(booking, 'Full name')).toBeFocused();
    expect(await isInvalid(textbox(booking, 'Full name'))).toBe(true);
    await expect(submit).toHaveText('Book Consultation');
    await expect(submit).toBeEnabled();
    await expect(page).toHaveURL(LANDING);

    await fillBooking(page);
    await textbox(booking, 'Email').fill('not-an-email');
    await submit.click();
    await expect(textbox(booking, 'Email')).toBeFocused();
    expect(await isInvalid(textbox(booking, 'Email'))).toBe(true);
    await expect(submit).toHaveText('Book Consultation');
    await expect(page).toHaveURL(LANDING);
  });

  test('a valid booking shows Submitting... on a disabled button and moves on exactly at 600 ms', async ({ page }) => {
    const start = new Date('2025-05-01T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/funnels/medical');
    await page.clock.pauseAt(start.getTime() + 60_000);
    const booking = await fillBooking(page);
    await booking.getByRole('button', { name: 'Book Consultation' }).click();

    const button = booking.getByRole('button');
    await expect(button).toHaveText('Submitting...');
    await expect(button).toBeDisabled();
    await page.clock.runFor(300);
    await expect(button).toHaveText('Submitting...');
    expect(page.url()).toMatch(LANDING);
    await page.clock.runFor(299);
    await expect(button).toHaveText('Submitting...');
    expect(page.url()).toMatch(LANDING);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(THANK_YOU);
    await expect(h1(page, 'Thank you, your consultation request is in')).toBeVisible();
  });

  test('with real timers the page is still on the landing step 300 ms after submit, then reaches thank-you', async ({ page }) => {
    await page.goto('/funnels/medical');
    const booking = await fillBooking(page);
    // Probes scheduled in the page when the form submits: a timer due at 300 ms runs before the product's 600 ms timer,
    // whatever the load on the machine, so what it sees is what the visitor sees at 300 ms.
    await page.evaluate(() => {
      const probes: { at: number; path: string; label: string; disabled: boolean }[] = [];
      Object.assign(window, { submitProbes: probes });
      document.addEventListener(
        'submit',
        (event) => {
          const target = event.target;
          if (!(target instanceof HTMLFormElement)) return;
          for (const at of [300, 550]) {
            setTimeout(() => {
              const button = target.querySelector('button');
              probes.push({
                at,
                path: location.pathname,
                label: button?.textContent ?? '',
                disabled: button?.disabled ?? false,
              });
            }, at);
          }
        },
        { capture: true, once: true },
      );
    });
    const submittedAt = Date.now();
    await booking.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page).toHaveURL(THANK_YOU);
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(600);
    const probes = await page.evaluate(() => ('submitProbes' in window ? window.submitProbes : null));
    expect(probes).toEqual([
      { at: 300, path: '/funnels/medical', label: 'Submitting...', disabled: true },
      { at: 550, path: '/funnels/medical', label: 'Submitting...', disabled: true },
    ]);
  });
});

test.describe('plants', () => {
  atOneWidth('phone', 'what the steps offer, the newsletter’s validation and where each choice leads are the same at every width; a funnel visitor is on a phone');

  const NEWSLETTER = 'Get 10% off your first order';
  const THANKS = 'Thanks! Your discount code is on its way.';

  test('the newsletter email is required and must be an email address; a valid signup replaces the form with the thanks text and stays on the landing page', async ({ page }) => {
    // One visit: the held submits leave the page as it was, so the valid one follows on it.
    await page.goto('/funnels/plants');
    const signup = form(page, NEWSLETTER);
    const email = textbox(signup, 'Email address');
    await expect(email).toHaveJSProperty('required', true);
    await expect(email).toHaveAttribute('type', 'email');
    const submit = signup.getByRole('button', { name: 'Get my 10% off' });
    await submit.click();
    await expect(email).toBeFocused();
    expect(await isInvalid(email)).toBe(true);
    await email.fill('plants-at-example');
    await submit.click();
    expect(await isInvalid(email)).toBe(true);
    await expect(signup).toBeVisible();
    await expect(page.getByText(THANKS)).toHaveCount(0);

    await email.fill(SAMPLE.email);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
    await expect(signup).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/funnels\/plants$/);
  });

  test('Shop Now leads to the product page, which sells the Fiddle Leaf Fig at $49 with delivery and returns, and Add to Cart gives GREEN10', async ({ page }) => {
    // The product step opened by its address is everyPage.spec's; here it is reached the way a visitor does.
    await page.goto('/funnels/plants');
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/funnels\/plants\/product$/);
    await expect(h1(page, 'Fiddle Leaf Fig')).toBeVisible();
    await expect(page.getByText('$49', { exact: true })).toBeVisible();
    await expect(page.getByText(/3–5 business days/).first()).toBeVisible();
    await expect(page.getByText(/Free returns within 30 days/i).first()).toBeVisible();
    await page.getByRole('link', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/funnels\/plants\/thank-you$/);
    await expect(page.getByText('GREEN10', { exact: true })).toBeVisible();
  });
});

test.describe('cinnamon', () => {
  atOneWidth('phone', 'where each choice leads and the file the site serves are the same at every width; a funnel visitor is on a phone');

  for (const choice of ['Yes, add to my order', 'No, thanks']) {
    test(`Order Now leads to the 20% off upsell, and "${choice}" leads to thank-you`, async ({ page }) => {
      await page.goto('/funnels/cinnamon');
      await page.getByRole('link', { name: 'Order Now' }).first().click();
      await expect(page).toHaveURL(/\/funnels\/cinnamon\/upsell$/);
      await expect(page.getByText('20% off', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Yes, add to my order' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'No, thanks' })).toBeVisible();
      await page.getByRole('link', { name: choice, exact: true }).click();
      await expect(page).toHaveURL(/\/funnels\/cinnamon\/thank-you$/);
      await expect(h1(page, 'Thank you for your order')).toBeVisible();
    });
  }

  test('thank-you links to the recipe eBook, a PDF the site serves', async ({ page }) => {
    await page.goto('/funnels/cinnamon/thank-you');
    const link = page.getByRole('link', { name: /eBook/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\.pdf$/);
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('travel', () => {
  // Where the buttons scroll to and what the carousel shows depend on the layout: those run at both widths.
  test.describe('the tour’s facts and its booking form', () => {
    atOneWidth('phone', 'the facts and the browser’s form validation are the same at every width; a funnel visitor is on a phone');

    test('the landing page is the Hidden Gems of Europe tour: 14 days, 6+ destinations, next departure in 30 days', async ({ page }) => {
      await page.goto('/funnels/travel');
      await expect(h1(page, 'Hidden Gems of Europe')).toBeVisible();
      const facts = page.getByRole('region', { name: 'Key facts' });
      await expect(facts.getByRole('definition')).toHaveText(['14 days', '6+', '30 days']);
      await expect(facts.getByRole('term')).toHaveText([/arrival/i, /destinations/i, /departure/i]);
    });

    test('an empty booking is held by the browser, a month is required, and a full one leads to thank-you', async ({ page }) => {
      await page.goto('/funnels/travel');
      const booking = form(page, 'Reserve your place');
      const submit = booking.getByRole('button', { name: 'Reserve My Spot' });
      await submit.click();
      await expect(textbox(booking, 'Full name')).toBeFocused();
      await expect(page).toHaveURL(/\/funnels\/travel(#.*)?$/);

      await textbox(booking, 'Full name').fill(SAMPLE.text);
      await textbox(booking, 'Email').fill(SAMPLE.email);
      const month = booking.getByRole('combobox', { name: 'Preferred month' });
      await submit.click();
      await expect(month).toBeFocused();
      expect(await isInvalid(month)).toBe(true);
      await expect(page).toHaveURL(/\/funnels\/travel(#.*)?$/);

      await month.selectOption({ label: 'June' });
      await submit.click();
      await expect(page).toHaveURL(/\/funnels\/travel\/thank-you$/);
      await expect(page.getByRole('link', { name: 'View the showcase' })).toHaveAttribute('href', '/showcase');
      await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
      await page.getByRole('link', { name: 'Go to home' }).click();
      await expect(page).toHaveURL(/^[^#?]*\/\/[^/]+\/$/);
    });
  });

  for (const [button, target] of [
    ['Book Your Spot', 'booking'],
    ['View Itinerary', 'itinerary'],
  ] as const) {
    test(`${button} scrolls the ${target} section into view`, async ({ page }) => {
      await page.goto('/funnels/travel');
      const section =
        target === 'booking' ? form(page, 'Reserve your place') : page.getByRole('heading', { name: 'Fourteen days, six countries' });
      await expect(section).not.toBeInViewport();
      await page.getByRole('link', { name: button, exact: true }).click();
      await expect(section).toBeInViewport();
      await expect(page).toHaveURL(/\/funnels\/travel(#.*)?$/);
    });
  }

  test('the carousel shows the slides and Next slide moves it on', async ({ page }) => {
    await page.goto('/funnels/travel');
    // The carousel's section is titled by its heading but is not a landmark, so it is found by that heading.
    const carousel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Where you will wander' }) });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole('group', { name: /^\d+ of 6$/ });
    await expect(slides).toHaveCount(6);
    const first = carousel.getByRole('group', { name: '1 of 6' });
    const second = carousel.getByRole('group', { name: '2 of 6' });
    const status = carousel.getByRole('status');
    await expect(first.getByText('Sintra, Portugal')).toBeInViewport();
    await expect(status).toHaveText('1 / 6');
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeDisabled();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(status).toHaveText('2 / 6');
    await expect(first).not.toBeInViewport();
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });
});
