/**
 * A client's funnel that takes the money (issue 58, docs/payments.md): Ember
 * Roasters' built site (dist-sites/ember-roasters, as `npm run build:sites`
 * built it) served by `npm run serve -- --site ember-roasters` with the
 * wrangler.toml docs/payments.md shows and a `.dev.vars` naming a stand-in for
 * Stripe's API that this test starts. Served once; every request is a
 * browser's without JavaScript (posts, redirects and cookies by hand), and
 * what the stand-in was asked is what Stripe would have been.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import Stripe from 'stripe';
import { chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ATTRIBUTE, readPaidPurchase } from '../../src/engine/payments/paidPurchase.ts';
import { STRIPE_CHECKOUT_ORIGIN } from '../../src/site/host/configuredSources.ts';
import { chromeLaunchOptions } from '../e2e/chromeLaunchOptions.ts';
import { axeViolations } from '../e2e/support/axe.ts';
import { runWrangler } from '../../src/leads/wranglerLeads.ts';
import { ordersCommand } from '../../src/payments/ordersCommand.ts';
import { npmServe, type NpmServe } from '../support/npmServe.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY = 'ember-roasters';
const DIST = path.join(ROOT, 'dist-sites', KEY);
const WEBHOOK_SECRET = 'whsec_standin_test_secret';
const project = mkdtempSync(path.join(tmpdir(), 'client-site-payments-'));

let stripe: StripeStandIn;
let site: NpmServe | undefined;
const origin = () => site?.origin ?? '';

/** A browser's navigation on the site: same-origin, no redirects followed, the order's cookie if it has one. */
async function go(address: string, { method = 'GET', body, cookie }: { method?: string; body?: URLSearchParams; cookie?: string } = {}): Promise<Response> {
  return fetch(new URL(address, origin()), {
    method,
    body,
    redirect: 'manual',
    headers: {
      Accept: 'text/html',
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
      ...(method === 'POST' ? { Origin: origin() } : {}),
      ...(cookie === undefined ? {} : { Cookie: cookie }),
    },
  });
}

/** The order form as a browser without JavaScript posts it, from the page the worker serves: the form's own fields and every input that belongs to it. */
async function orderForm(choice: { plan: string; dripper: boolean; email: string }): Promise<URLSearchParams> {
  const page = await go('/order');
  expect(page.status).toBe(200);
  const document = new JSDOM(await page.text()).window.document;
  const form = document.querySelector<HTMLFormElement>('form[data-pay-form]');
  if (form === null) throw new Error('the order step has no paying form');
  const body = new URLSearchParams();
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[name]`)) {
    if (input.form !== form) continue;
    if (input.type === 'radio') {
      if (input.value === choice.plan) body.append(input.name, input.value);
    } else if (input.type === 'checkbox') {
      if (choice.dripper) body.append(input.name, input.value);
    } else body.append(input.name, input.name === 'email' ? choice.email : input.value);
  }
  return body;
}

/** Posts the order; the stand-in's session it was sent to. */
async function checkout(body: URLSearchParams) {
  const posted = await go('/order', { method: 'POST', body });
  expect(posted.status).toBe(303);
  const location = posted.headers.get('Location') ?? '';
  expect(location.startsWith(`${stripe.origin}/checkout/`)).toBe(true);
  const found = stripe.session(location.slice(`${stripe.origin}/checkout/`.length));
  if (found === undefined) throw new Error(`the stand-in made no session ${location}`);
  return found;
}

/** Pays on the stand-in's page and follows Stripe's return to the site: the order's cookie, and where it landed. */
async function payAndReturn(sessionId: string): Promise<{ cookie: string; path: string }> {
  const back = await go(stripe.pay(sessionId));
  expect(back.status).toBe(303);
  const cookie = (back.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toBe(`fx_order=${sessionId}`);
  return { cookie, path: back.headers.get('Location') ?? '' };
}

/** A webhook as Stripe sends it, signed with the SDK's own test header (at `timestamp`, seconds; now unless given). */
function webhook(event: Stripe.Event, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
  return fetch(new URL('/stripe/webhook', origin()), { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}

function completed(session: Stripe.Checkout.Session, id: string): Stripe.CheckoutSessionCompletedEvent {
  return { id, object: 'event', api_version: '2026-01-01', created: Math.floor(Date.now() / 1000), data: { object: session }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type: 'checkout.session.completed' };
}

/** One CSV row's cells (RFC 4180: a quoted cell may hold commas, a doubled quote is one). */
function csvCells(row: string): string[] {
  return [...row.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
}

/** The receipt the thank-you page shows for the order in `cookie`: its lines and total, as text, and the purchase it gives GA4. */
async function receiptAndPurchase(cookie: string) {
  const page = await go('/thank-you', { cookie });
  expect(page.status).toBe(200);
  const shown = new JSDOM(await page.text()).window.document.querySelector('#pay-receipt');
  return { text: shown?.textContent ?? '', purchase: readPaidPurchase(shown?.getAttribute(PURCHASE_ATTRIBUTE)) };
}

async function receipt(cookie: string): Promise<string> {
  return (await receiptAndPurchase(cookie)).text;
}

/** The purchases the page has given Google's tag (gtag's queue), with their parameters. */
function purchasesSent(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((entry) => entry[0] === 'event' && entry[1] === 'purchase').map((entry) => entry[2]),
  );
}

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'order.html'))) throw new Error(`no built site in ${DIST}: run \`npm run build:sites\` first (npm test does, before these tests)`);
  stripe = await startStripeStandIn();
  // The project as the owner has it: the site file, and the site's folder with docs/payments.md's wrangler.toml and a .dev.vars.
  const folder = path.join(project, 'sites', KEY);
  mkdirSync(folder, { recursive: true });
  copyFileSync(path.join(ROOT, 'sites', `${KEY}.json`), path.join(project, 'sites', `${KEY}.json`));
  const toml = /```toml\n([\s\S]*?)```/.exec(readFileSync(path.join(ROOT, 'docs/payments.md'), 'utf8'))?.[1];
  if (toml === undefined) throw new Error('docs/payments.md shows no wrangler.toml');
  writeFileSync(path.join(folder, 'wrangler.toml'), toml.replace('<the id wrangler printed>', `local-${KEY}`));
  // Its ../../dist-sites and ../../src/leads/migrations, as in the project.
  symlinkSync(path.join(ROOT, 'dist-sites'), path.join(project, 'dist-sites'));
  symlinkSync(path.join(ROOT, 'src'), path.join(project, 'src'));
  writeFileSync(path.join(folder, '.dev.vars'), `STRIPE_SECRET_KEY=sk_test_standin\nSTRIPE_WEBHOOK_SECRET=${WEBHOOK_SECRET}\nSTRIPE_API_BASE=${stripe.origin}\n`);
  site = await npmServe(['--site', KEY], project);
}, 150_000);

afterAll(async () => {
  await site?.stop();
  await stripe.stop();
  rmSync(project, { recursive: true, force: true });
});

describe(`${KEY}: a funnel that takes the money, served as docs/payments.md says, against a stand-in for Stripe`, () => {
  let firstOrder = '';

  it('walks without JavaScript: order → Stripe → paid → upsell → Yes → thank-you with what was charged; one session at the config’s amounts, one off-session charge', async () => {
    const session = await checkout(await orderForm({ plan: 'two-bags', dripper: true, email: 'ada@example.com' }));
    expect(session.lines).toEqual([
      { name: '2 bags', amount: 2600, currency: 'eur' },
      { name: 'Ceramic pour-over dripper', amount: 900, currency: 'eur' },
    ]);
    expect(session.params.customer_email).toBe('ada@example.com');
    expect(session.params.payment_intent_data).toEqual({ setup_future_usage: 'off_session' });

    const { cookie, path: landed } = await payAndReturn(session.session.id);
    firstOrder = session.session.id;
    expect(landed).toBe('/offer');
    const offer = await go('/offer', { cookie });
    expect(offer.status).toBe(200);
    const yes = new JSDOM(await offer.text()).window.document.querySelector('form[action="/offer"]');
    expect(yes?.textContent).toBe('Yes, add the decaf');

    const accepted = await go('/offer', { method: 'POST', body: new URLSearchParams({ _form: 'YES' }), cookie });
    expect([accepted.status, accepted.headers.get('Location')]).toEqual([303, '/thank-you']);
    expect(stripe.offSessionCharges.map((charge) => [charge.amount, charge.currency, charge.customer, charge.payment_method !== null])).toEqual([[1200, 'eur', session.session.customer, true]]);

    const thanks = await receiptAndPurchase(cookie);
    expect(thanks.text).toBe(`Your order ${firstOrder.slice(-8)}2 bags: €26Ceramic pour-over dripper: €9Add a bag of decaf, 20% off: €12Charged: €47`);
    // What the page's script gives GA4 as the purchase, once the visitor accepts: the same record's lines.
    expect(thanks.purchase).toEqual({
      transaction_id: firstOrder,
      value: 47,
      currency: 'EUR',
      items: [
        { item_id: 'two-bags', item_name: '2 bags', price: 26, quantity: 1 },
        { item_id: 'dripper', item_name: 'Ceramic pour-over dripper', price: 9, quantity: 1 },
        { item_id: 'upsell-decaf', item_name: 'Add a bag of decaf, 20% off', price: 12, quantity: 1 },
      ],
    });
    // Yes pressed again (a double click, a reload): no second charge.
    const again = await go('/offer', { method: 'POST', body: new URLSearchParams({ _form: 'YES' }), cookie });
    expect([again.status, again.headers.get('Location')]).toEqual([303, '/thank-you']);
    expect(stripe.offSessionCharges).toHaveLength(1);
  });

  it('charges the config’s price whatever the post says, makes one session of a resent post, and keeps the choice on cancel', async () => {
    const body = await orderForm({ plan: 'one-bag', dripper: false, email: 'tam@example.com' });
    body.append('price', '1');
    body.append('amount', '1');
    body.append('unit_amount', '1');
    const session = await checkout(body);
    expect(session.lines).toEqual([{ name: '1 bag', amount: 1400, currency: 'eur' }]);
    const made = stripe.sessions.length;
    expect((await checkout(body)).session.id).toBe(session.session.id);
    expect(stripe.sessions).toHaveLength(made);

    const cancelled = await go(String(session.params.cancel_url).replace(/^https?:\/\/[^/]+/, ''));
    expect(cancelled.status).toBe(200);
    const document = new JSDOM(await cancelled.text()).window.document;
    expect(document.querySelector('#pay-notice')?.textContent).toContain('Checkout cancelled: nothing was charged.');
    expect(document.querySelector<HTMLInputElement>('input[name="plan"][checked]')?.value).toBe('one-bag');
  });

  it('refuses a product that is not on sale with 422, and makes nothing', async () => {
    const body = await orderForm({ plan: 'one-bag', dripper: false, email: 'kim@example.com' });
    body.set('plan', 'a-kilo-of-gold');
    const made = stripe.sessions.length;
    const refused = await go('/order', { method: 'POST', body });
    expect(refused.status).toBe(422);
    expect(new JSDOM(await refused.text()).window.document.querySelector('[role="alert"]')?.textContent).toContain('"a-kilo-of-gold" is not one of the options on sale here');
    expect(stripe.sessions).toHaveLength(made);
  });

  it('keeps a signed webhook’s order once (sent twice), and refuses a bad signature and a stale timestamp with 400, keeping nothing', async () => {
    const kept = await checkout(await orderForm({ plan: 'one-bag', dripper: true, email: 'wen@example.com' }));
    stripe.pay(kept.session.id);
    const paid = stripe.session(kept.session.id)?.session;
    if (paid === undefined) throw new Error('no paid session');
    const event = completed(paid, 'evt_test_kept_once');
    expect((await webhook(event)).status).toBe(200);
    expect(await (await webhook(event)).text()).toBe('Already acted on.');
    expect(await receipt(`fx_order=${kept.session.id}`)).toContain('Charged: €23');

    const forged = await checkout(await orderForm({ plan: 'two-bags', dripper: false, email: 'eve@example.com' }));
    stripe.pay(forged.session.id);
    const forgedPaid = stripe.session(forged.session.id)?.session;
    if (forgedPaid === undefined) throw new Error('no paid session');
    expect((await webhook(completed(forgedPaid, 'evt_test_forged'), { secret: 'whsec_not_the_endpoints' })).status).toBe(400);
    expect((await webhook(completed(forgedPaid, 'evt_test_stale'), { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    // Nothing kept of it: the thank-you page has no receipt for that order.
    expect(await receipt(`fx_order=${forged.session.id}`)).toBe('');
  });

  it('sends the visitor to a checkout for the upsell alone when the bank asks for authentication', async () => {
    const session = await checkout(await orderForm({ plan: 'one-bag', dripper: false, email: 'sam@example.com' }));
    const { cookie } = await payAndReturn(session.session.id);
    const charges = stripe.offSessionCharges.length;
    stripe.authenticationRequired = true;
    try {
      const accepted = await go('/offer', { method: 'POST', body: new URLSearchParams({ _form: 'YES' }), cookie });
      expect(accepted.status).toBe(303);
      const upsell = stripe.session((accepted.headers.get('Location') ?? '').slice(`${stripe.origin}/checkout/`.length));
      expect(upsell?.lines).toEqual([{ name: 'Add a bag of decaf, 20% off', amount: 1200, currency: 'eur' }]);
      expect(stripe.offSessionCharges).toHaveLength(charges);
    } finally {
      stripe.authenticationRequired = false;
    }
  });

  it('gives a clear page when Stripe is down, charging and losing nothing', async () => {
    const session = await checkout(await orderForm({ plan: 'two-bags', dripper: false, email: 'lou@example.com' }));
    const { cookie } = await payAndReturn(session.session.id);
    const body = await orderForm({ plan: 'two-bags', dripper: true, email: 'lou@example.com' });
    const made = stripe.sessions.length;
    const charges = stripe.offSessionCharges.length;
    stripe.down = true;
    try {
      const order = await go('/order', { method: 'POST', body });
      expect(order.status).toBe(503);
      const document = new JSDOM(await order.text()).window.document;
      expect(document.querySelector('#pay-notice')?.textContent).toContain('We could not reach our payment service.');
      expect(document.querySelector<HTMLInputElement>('input[name="plan"][checked]')?.value).toBe('two-bags');
      const yes = await go('/offer', { method: 'POST', body: new URLSearchParams({ _form: 'YES' }), cookie });
      expect(yes.status).toBe(503);
      expect(await yes.text()).toContain('Nothing was charged, and your first order stands');
    } finally {
      stripe.down = false;
    }
    expect([stripe.sessions.length, stripe.offSessionCharges.length]).toEqual([made, charges]);
    // Nothing lost: Yes again, once Stripe answers, charges the offer.
    const retried = await go('/offer', { method: 'POST', body: new URLSearchParams({ _form: 'YES' }), cookie });
    expect([retried.status, retried.headers.get('Location')]).toEqual([303, '/thank-you']);
    expect(stripe.offSessionCharges).toHaveLength(charges + 1);
  });

  it('walks the same in Chromium with JavaScript at 390×844, axe on each of the site’s pages; GA4’s purchase goes once, for the paid order, after Accept', async () => {
    const browser = await chromium.launch(chromeLaunchOptions());
    stripe.checkoutOrigin = STRIPE_CHECKOUT_ORIGIN;
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
      // No network here: Google's tag is an empty script, and what the page gave it stays in its queue.
      await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED')) errors.push(message.text());
      });
      const audited = async (where: string) => {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
      };

      await page.goto(`${origin()}/`);
      await audited('the landing step, the banner open');
      await page.getByRole('button', { name: 'Accept' }).tap();
      await page.getByRole('main').getByRole('link', { name: 'Choose my coffee' }).tap();
      await page.waitForURL(`${origin()}/order`);
      await audited('the order step');
      await page.getByRole('radio', { name: /2 bags/ }).tap();
      await page.getByRole('checkbox', { name: /Ceramic pour-over dripper/ }).tap();
      await page.getByRole('textbox', { name: 'Email for your receipt' }).fill('joy@example.com');
      // The site's policy lets the form lead to Stripe's checkout host (a redirect it forbade would be a policy
      // error, not a lookup); there is no network here, so Stripe's page is the stand-in's, opened at its address.
      const toStripe = page.waitForEvent('requestfailed', (request) => request.url().startsWith(`${STRIPE_CHECKOUT_ORIGIN}/checkout/`));
      await page.getByRole('button', { name: 'Pay securely with Stripe' }).tap();
      const sentTo = await toStripe;
      expect(sentTo.failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
      await page.waitForURL((url) => url.protocol === 'chrome-error:');
      await page.goto(sentTo.url().replace(STRIPE_CHECKOUT_ORIGIN, stripe.origin));
      const session = stripe.sessions.at(-1);
      expect(session?.lines.map((line) => line.amount)).toEqual([2600, 900]);
      expect(session?.params.customer_email).toBe('joy@example.com');
      expect(await purchasesSent(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay' }).tap();

      await page.waitForURL(`${origin()}/offer`);
      await audited('the upsell');
      const charges = stripe.offSessionCharges.length;
      await page.getByRole('button', { name: 'Yes, add the decaf' }).tap();
      await page.waitForURL(`${origin()}/thank-you`);
      await audited('thank-you, with the receipt');
      expect(await page.locator('#pay-receipt').innerText()).toContain('Charged: €47');
      expect(stripe.offSessionCharges).toHaveLength(charges + 1);
      const orderId = session?.session.id ?? '';
      await expect.poll(() => purchasesSent(page)).toEqual([expect.objectContaining({ transaction_id: orderId, value: 47, currency: 'EUR' })]);
      // Opened again (a reload, the receipt kept open): the order's purchase is not sent twice.
      await page.reload();
      await page.locator('#pay-receipt').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await purchasesSent(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      stripe.checkoutOrigin = stripe.origin;
      await browser.close();
    }
  }, 120_000);

  it('lists one row a payment with npm run orders -- --site', async () => {
    await site?.stop();
    site = undefined;
    let out = '';
    let err = '';
    const status = await ordersCommand(['--site', KEY, '--csv'], { out: (text) => (out += text), err: (text) => (err += text), cwd: project, run: runWrangler });
    expect([status, err]).toEqual([0, '']);
    const rows = out.trimEnd().split('\r\n').slice(1);
    const first = rows.filter((row) => row.includes(firstOrder));
    // The first walk's order and its upsell, each once, at the amounts charged.
    expect(first.map((row) => csvCells(row).slice(4, 10))).toEqual([
      ['order', '', 'paid', '2 bags + Ceramic pour-over dripper', '35.00', 'EUR'],
      ['upsell', firstOrder, 'paid', 'Add a bag of decaf, 20% off', '12.00', 'EUR'],
    ]);
    expect(rows.filter((row) => row.includes('wen@example.com'))).toHaveLength(1);
    expect(rows.some((row) => row.includes('eve@example.com'))).toBe(false);
  }, 60_000);
});
