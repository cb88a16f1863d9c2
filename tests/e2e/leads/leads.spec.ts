/**
 * docs/leads.md's funnel in a browser, its site served by its real worker
 * and a real D1 database in workerd (Miniflare): what only a browser shows
 * of a form that delivers. The booking form sent with JavaScript (tapped
 * twice) and without it (a bad one first), a reload during
 * *Submitting...*, the network lost mid-submit: each time, exactly the one
 * lead in the database. (What the worker refuses and why, the webhook, the
 * rate limit: tests/unit/leadsWorker.test.ts, without a browser.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FORM_MARK, IDEMPOTENCY_HEADER } from '../../../src/engine/delivery/protocol.ts';
import { freePort } from '../../../src/harness/freePort.ts';
import { builtAssets, type LeadsWorker, startLeadsWorker } from '../../support/leadsWorker.ts';
import { expect, test } from '../support/test.ts';
import { builtWorker, LEADS_DIST } from './leadsSite.ts';

const BOOK = '/funnels/harbour-dental/book';
const THANKS = /\/funnels\/harbour-dental\/thank-you$/;
const JANE = { fullName: 'Jane Doe', email: 'jane@example.com', phone: '+44 20 7946 0958', time: 'evening' };

let leads: LeadsWorker;
test.beforeAll(async () => {
  leads = await startLeadsWorker({ script: builtWorker(), assets: builtAssets(LEADS_DIST), port: await freePort() });
});
test.afterAll(async () => {
  await leads.stop();
});
test.beforeEach(async () => {
  await leads.db.prepare('DELETE FROM leads').run();
  await leads.db.prepare('DELETE FROM lead_attempts').run();
});

async function fillIn(page: Page) {
  await page.getByLabel('Full name').fill(JANE.fullName);
  await page.getByLabel('Email').fill(JANE.email);
  await page.getByLabel('Phone').fill(JANE.phone);
  await page.getByLabel('Best time to call').selectOption(JANE.time);
}

/** The one lead the test made, its fields as the visitor typed them. */
async function theLead() {
  const rows = await leads.rows('harbour-dental');
  expect(rows, 'exactly one lead kept').toHaveLength(1);
  const [row] = rows;
  expect(JSON.parse(String(row?.fields))).toEqual(JANE);
  return row;
}

test('with JavaScript, a double tap: Submitting... until the worker has kept it, then the thank-you step, and one lead, with the visitor’s consent', async ({ page }) => {
  await page.goto(`${leads.origin}${BOOK}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await fillIn(page);
  await page.getByRole('button', { name: 'Ask for a call' }).dblclick();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page).toHaveURL(THANKS);
  await expect(page.getByText('We have your details and will call you within one working day.')).toBeVisible();
  expect(await theLead()).toMatchObject({ step: 'book', consent: 'granted' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a bad submission gets the step again, saying what is wrong, with everything typed still in it; corrected, it posts to the worker, which sends the visitor on and keeps one lead', async ({ page }) => {
    await page.goto(`${leads.origin}${BOOK}`);
    await fillIn(page);
    await page.getByLabel('Email').fill('jane@');
    // As a browser that does not check the email's form would send it (the worker must not rely on the browser).
    await page.locator('form[data-lead-form]').evaluate((form) => {
      form.setAttribute('novalidate', '');
    });
    await page.getByRole('button', { name: 'Ask for a call' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    const problems = page.getByRole('alert');
    await expect(problems).toContainText('There is a problem with your details: nothing was sent.');
    await problems.getByRole('link', { name: 'Email: enter an address like name@example.com' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('jane@');
    await expect(page.getByLabel('Full name')).toHaveValue(JANE.fullName);
    await expect(page.getByLabel('Best time to call')).toHaveValue(JANE.time);
    expect(await leads.rows('harbour-dental')).toEqual([]);

    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(`${String(response.status())} ${new URL(response.url()).pathname}`);
    });
    await page.getByLabel('Email').fill(JANE.email);
    await page.getByRole('button', { name: 'Ask for a call' }).click();
    await expect(page).toHaveURL(THANKS);
    // The 303 names the thank-you page's own address, which the host answers with the page at once (issue 50).
    expect(documents).toEqual([`303 ${BOOK}`, '200 /funnels/harbour-dental/thank-you']);
    expect(await theLead()).toMatchObject({ consent: 'unset' });
  });
});

test('a reload during Submitting..., once the worker has kept the lead but before its answer, and a second send: still one lead', async ({ page }) => {
  let kept: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    kept = resolve;
  });
  // The first send's answer is held back after the worker has kept the lead, as a slow network would, and never
  // arrives: the route stays (taken away, Playwright sends a held request on, whose answer could land before the
  // reload and end the submission), and every later request goes straight through.
  let held = false;
  await page.route(`**${BOOK}`, async (route) => {
    if (route.request().method() !== 'POST' || held) {
      await route.fallback();
      return;
    }
    held = true;
    await route.fetch();
    kept();
    await new Promise(() => undefined);
  });
  await page.goto(`${leads.origin}${BOOK}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await fillIn(page);
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await reached;
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.reload();
  await fillIn(page);
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page).toHaveURL(THANKS);
  expect(await theLead()).toMatchObject({ consent: 'denied' });
});

test('offline mid-submit: the step stays with every typed value and says why; back online, Try again sends it, once', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${leads.origin}${BOOK}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('button', { name: 'Hide' }).click();
  await fillIn(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(page.getByRole('alert')).toContainText('You seem to be offline, so your details were not sent. Everything you typed is still here.');
  // On a phone the message and the button that tries again both show, with no scrolling.
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeInViewport({ ratio: 1 });
  for (const [label, value] of [['Full name', JANE.fullName], ['Email', JANE.email], ['Phone', JANE.phone], ['Best time to call', JANE.time]] as const) {
    await expect(page.getByLabel(label)).toHaveValue(value);
  }
  expect(page.url()).toContain(BOOK);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(THANKS);
  await theLead();
});

test('the site’s privacy page says what the form keeps, where and for how long; its scripts hold delivery, as the demos’ do not', () => {
  const html = readFileSync(path.join(LEADS_DIST, 'privacy/index.html'), 'utf8');
  expect(html).toContain('What a form keeps when you send it');
  expect(html).toContain('Kept in this site’s own database, at Cloudflare (D1), for 180 days, then deleted.');
  // The marks tests/site/deliveryLeftOut.test.ts finds in no script of the demos' build.
  const scripts = readdirSync(path.join(LEADS_DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(LEADS_DIST, 'assets', file), 'utf8'));
  for (const mark of [IDEMPOTENCY_HEADER, FORM_MARK]) expect(scripts.some((script) => script.includes(mark)), mark).toBe(true);
});
