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
      headline: form.words.pay.cancelled,
      text: form.words.pay.cancelledText,
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
      return step.ok
        ? noticePage(step, { headline, text, status, problem: true, rewriter: tools.rewriter(), errorTitle: upsell.words.worker.errorTitle })
        : plain(status, `${headline} ${text}`);
    };
    const says = upsell.words.pay;
    if ((origin !== null && origin !== 'null' && origin !== url.origin) || request.headers.get('Sec-Fetch-Site') === 'cross-site') {
      return page(403, says.offerCrossSite, says.nothingCharged);
    }
    if (stripe === undefined || db === undefined) return page(503, says.noPayments, says.nothingCharged);
    if (known === undefined) return page(409, says.noOrder, says.noOrderText);
    const outcome = await oneClickUpsell(db, stripe, { offer: upsell, config, orderId: known, origin: url.origin, now: new Date(now()).toISOString() });
    switch (outcome.kind) {
      case 'charged':
      case 'already':
        return new Response(null, { status: 303, headers: { Location: upsell.next, 'Cache-Control': 'no-store' } });
      case 'checkout':
        return new Response(null, { status: 303, headers: { Location: outcome.url, 'Cache-Control': 'no-store' } });
      case 'no-order':
        return page(409, says.noPaidOrder, outcome.message);
      case 'declined':
        return page(402, says.declined, outcome.message);
      case 'unreachable':
        return page(503, says.failed, outcome.message);
    }
  }
  if (receipt && request.method === 'GET' && known !== undefined && db !== undefined) {
    const rows = await orderWithUpsell(db, known);
    if (rows.length === 0) return undefined;
    const page = await stepPage(path);
    const words = config.receiptWords[path];
    return page.ok && words !== undefined ? receiptPage(page, { rows, rewriter: tools.rewriter(), words }) : page;
  }
  return undefined;
}
