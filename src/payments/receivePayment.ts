import { pageAddress } from '../engine/pageAddress.ts';
import { readCookie } from '../engine/experiments/visitorCookies.ts';
import type { PageRewriter } from '../leads/leadPages.ts';
import type { LeadsEnv } from '../leads/receiveLead.ts';
import { checkoutOrder, chosenFrom } from './checkoutOrder.ts';
import { oneClickUpsell } from './oneClickUpsell.ts';
import { findOrder, orderWithUpsell } from './ordersDatabase.ts';
import { type PayConfig, WEBHOOK_PATH } from './payConfig.ts';
import { noticePage, orderStepPage, receiptPage } from './payPages.ts';
import { recordSession } from './recordSession.ts';
import { stripeClient, type StripeEnv } from './stripeClient.ts';
import { stripeWebhook } from './stripeWebhook.ts';

export type PayEnv = LeadsEnv & StripeEnv;

/** The cookie that names the visitor's order between Stripe's return, the upsell and the thank-you page. */
export const ORDER_COOKIE = 'fx_order';
const ORDER_ID = /^cs_[\w]{8,200}$/;

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The worker's answer on a paying funnel's addresses (issue 58), or undefined
 * for a request that is not one (the leads, the split tests and the files
 * answer it): Stripe's webhook; the order step (its form's post, and its page
 * with the choice's inputs belonging to the form, a cancelled checkout's choice
 * ticked again); Stripe's return to the next step, which records a paid
 * session and names the order in a cookie (then the address holds no id); the
 * upsell's Yes; and the final step's page, saying what was charged from the
 * site's own record. Without the secrets or the database, a clear page.
 */
export async function receivePayment(
  request: Request,
  env: PayEnv,
  config: PayConfig,
  tools: { rewriter: () => PageRewriter; now?: () => number },
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = pageAddress(url.pathname);
  const now = tools.now ?? Date.now;
  const stepPage = (at: string) => env.ASSETS.fetch(new Request(new URL(at, url), { headers: { Accept: 'text/html' } }));
  const stripe = stripeClient(env);
  const db = env.LEADS;

  if (url.pathname === WEBHOOK_PATH) {
    const secret = env.STRIPE_WEBHOOK_SECRET;
    if (stripe === undefined || secret === undefined || secret === '' || db === undefined) {
      console.error('Payments: a webhook arrived, but the worker lacks STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET or its LEADS database (docs/payments.md).');
      return plain(503, 'This site is not set up to take Stripe’s events yet.');
    }
    return stripeWebhook(request, { db, stripe, secret, config, now });
  }

  const forms = config.forms.filter((form) => form.path === path);
  const [form] = forms;
  if (form !== undefined) {
    if (request.method === 'POST') return checkoutOrder(request, env, forms, { rewriter: tools.rewriter, now, stepPage });
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const page = await stepPage(form.path);
    if (!page.ok) return page;
    const cancelled = url.searchParams.get('cancelled') === '1';
    const served = orderStepPage(page, { form, chosen: cancelled ? chosenFrom(form, url.searchParams) : undefined, rewriter: tools.rewriter() });
    if (!cancelled) return served;
    return noticePage(served, {
      headline: 'Checkout cancelled: nothing was charged.',
      text: 'Your choice is still selected below, whenever you are ready.',
      status: 200,
      problem: false,
      rewriter: tools.rewriter(),
    });
  }

  const upsell = config.upsells.find((offer) => offer.path === path);
  const receipt = config.receipts.includes(path);
  if (upsell === undefined && !receipt) return undefined;
  const returned = url.searchParams.get('order');
  if (returned !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    // Back from Stripe: the order is recorded if Stripe says it is paid (the webhook may not have come yet).
    if (ORDER_ID.test(returned) && db !== undefined && stripe !== undefined && (await findOrder(db, returned)) === undefined) {
      try {
        const session = await stripe.checkout.sessions.retrieve(returned, { expand: ['payment_intent'] });
        await recordSession(db, config, session, new Date(now()).toISOString());
      } catch (error) {
        console.error('Payments: a returning visitor’s checkout could not be read from Stripe', error);
      }
    }
    const clean = new URL(url.pathname, url);
    return new Response(null, {
      status: 303,
      headers: {
        Location: clean.pathname,
        'Cache-Control': 'no-store',
        ...(ORDER_ID.test(returned) ? { 'Set-Cookie': `${ORDER_COOKIE}=${returned}; Path=/; Max-Age=86400; HttpOnly; Secure; SameSite=Lax` } : {}),
      },
    });
  }
  const orderId = readCookie(request.headers.get('Cookie') ?? '', ORDER_COOKIE);
  const known = orderId !== undefined && ORDER_ID.test(orderId) ? orderId : undefined;

  if (upsell !== undefined && request.method === 'POST') {
    const origin = request.headers.get('Origin');
    const page = async (status: number, headline: string, text: string) => {
      const step = await stepPage(upsell.path);
      return step.ok ? noticePage(step, { headline, text, status, problem: true, rewriter: tools.rewriter() }) : plain(status, `${headline} ${text}`);
    };
    if ((origin !== null && origin !== 'null' && origin !== url.origin) || request.headers.get('Sec-Fetch-Site') === 'cross-site') {
      return page(403, 'This offer can only be taken from this site.', 'Nothing was charged.');
    }
    if (stripe === undefined || db === undefined) return page(503, 'This shop cannot take payments yet.', 'Nothing was charged.');
    if (known === undefined) return page(409, 'We could not find your order.', 'Nothing was charged: this offer is added to an order you have just paid for.');
    const outcome = await oneClickUpsell(db, stripe, { offer: upsell, config, orderId: known, origin: url.origin, now: new Date(now()).toISOString() });
    switch (outcome.kind) {
      case 'charged':
      case 'already':
        return new Response(null, { status: 303, headers: { Location: upsell.next, 'Cache-Control': 'no-store' } });
      case 'checkout':
        return new Response(null, { status: 303, headers: { Location: outcome.url, 'Cache-Control': 'no-store' } });
      case 'no-order':
        return page(409, 'We could not find your paid order.', outcome.message);
      case 'declined':
        return page(402, 'Your bank declined this payment.', outcome.message);
      case 'unreachable':
        return page(503, 'We could not take this payment.', outcome.message);
    }
  }
  if (receipt && request.method === 'GET' && known !== undefined && db !== undefined) {
    const rows = await orderWithUpsell(db, known);
    if (rows.length === 0) return undefined;
    const page = await stepPage(path);
    return page.ok ? receiptPage(page, { rows, rewriter: tools.rewriter(), locale: config.receiptLanguages[path] ?? 'en-US' }) : page;
  }
  return undefined;
}
