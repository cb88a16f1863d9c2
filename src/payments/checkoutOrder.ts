import { checkSubmission } from '../../schemas/submission.ts';
import { fillMessage } from '../i18n/fillMessage.ts';
import { FORM_FIELD, type FieldProblem, TRAP_FIELD } from '../engine/delivery/protocol.ts';
import { problemPage, type PageRewriter } from '../leads/leadPages.ts';
import { MAX_BODY_BYTES, readLimited, sha256, variantsOf } from '../leads/receiveLead.ts';
import type { PayForm } from './payConfig.ts';
import { type Chosen, noticePage, orderStepPage } from './payPages.ts';
import type { OrderMetadata } from './recordSession.ts';
import { stripeClient, type StripeEnv } from './stripeClient.ts';
import { BUMP_TAKEN } from '../engine/orderBumps.ts';

export interface PayTools {
  rewriter: () => PageRewriter;
  now?: () => number;
  /** The step's page as the host serves it. */
  stepPage: (path: string) => Promise<Response>;
}

/** How long the same order from the same sender is the same checkout (a double click, a resent post). */
const SAME_ORDER_MS = 10 * 60 * 1000;

/** The choice a post or a cancel's address names: only ids the form sells. */
export function chosenFrom(form: PayForm, values: URLSearchParams | Record<string, string>): Chosen {
  const get = (name: string) => (values instanceof URLSearchParams ? (values.get(name) ?? undefined) : values[name]);
  const option = get(form.choice.name);
  return {
    option: form.choice.options.some((candidate) => candidate.id === option) ? option : undefined,
    bumps: form.bumps.filter((bump) => get(bump.name) === BUMP_TAKEN).map((bump) => bump.name),
  };
}

/** The order step again, its choice kept, with a box saying what happened. */
async function orderAnswer(
  form: PayForm,
  tools: PayTools,
  { status, headline, text, chosen, problems = [], values = {} }: { status: number; headline: string; text: string; chosen: Chosen; problems?: FieldProblem[]; values?: Record<string, string> },
): Promise<Response> {
  const page = await tools.stepPage(form.path);
  if (!page.ok) return new Response(`${headline} ${text}`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const withChoice = orderStepPage(page, { form, chosen, rewriter: tools.rewriter() });
  if (problems.length > 0 || Object.keys(values).length > 0) {
    return problemPage(withChoice, { form, values, problems, headline, status, rewriter: tools.rewriter(), says: form.words.worker });
  }
  return noticePage(withChoice, { headline, text, status, problem: true, rewriter: tools.rewriter(), errorTitle: form.words.worker.errorTitle });
}

/**
 * A paying order form's post (issue 58), with or without JavaScript (the
 * form posts natively either way, and Stripe's page is a navigation). It is
 * checked by the form's own rules; what is charged is worked out from the
 * config's entries for the option and bumps it names, never from a price in
 * the request (anything else posted is not read). A Checkout Session is made
 * with an idempotency key of the order and its sender for ten minutes, so a
 * double click or a resent post is one session, and the visitor is sent to
 * it (303). Success returns to the next step, cancel to this one with the
 * choice kept. Refusals and failures keep nothing and answer the order step
 * again, with the choice and what was typed in place, saying why.
 */
export async function checkoutOrder(request: Request, env: StripeEnv, forms: readonly PayForm[], tools: PayTools): Promise<Response> {
  const url = new URL(request.url);
  const [first] = forms;
  if (first === undefined) return new Response(null, { status: 404 });
  const none: Chosen = { option: undefined, bumps: [] };
  // Every form of one page is in its language: the first speaks until the post names its own.
  const says = first.words.pay;
  const origin = request.headers.get('Origin');
  if ((origin !== null && origin !== 'null' && origin !== url.origin) || request.headers.get('Sec-Fetch-Site') === 'cross-site') {
    return orderAnswer(first, tools, { status: 403, headline: says.crossSite, text: says.nothingCharged, chosen: none });
  }
  if (!(request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return orderAnswer(first, tools, { status: 415, headline: says.notWebForm, text: says.nothingCharged, chosen: none });
  }
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === undefined) return orderAnswer(first, tools, { status: 413, headline: says.tooLarge, text: says.nothingCharged, chosen: none });
  const params = new URLSearchParams(body);
  const form = forms.find((candidate) => candidate.form === params.get(FORM_FIELD));
  if (form === undefined) return orderAnswer(first, tools, { status: 400, headline: says.noSuchForm, text: says.nothingCharged, chosen: none });
  if ((params.get(TRAP_FIELD) ?? '') !== '') return orderAnswer(form, tools, { status: 400, headline: says.trap, text: says.nothingCharged, chosen: none });

  const chosen = chosenFrom(form, params);
  const fieldNames = new Set(form.fields.map((field) => field.name));
  const fields = Object.fromEntries([...params].filter(([name]) => fieldNames.has(name)));
  const problems: FieldProblem[] = [];
  if (chosen.option === undefined) {
    problems.push({ field: form.choice.name, message: fillMessage(says.notAnOption, { value: params.get(form.choice.name) ?? '' }) });
  }
  for (const bump of form.bumps) {
    const ticked = params.get(bump.name);
    if (ticked !== null && ticked !== BUMP_TAKEN) problems.push({ field: bump.name, message: fillMessage(says.notABump, { value: ticked, title: bump.title }) });
  }
  const checked = checkSubmission(form.fields, fields, form.words.validation);
  if (!checked.ok) problems.push(...checked.problems);
  const typed = checked.ok ? checked.values : {};
  if (problems.length > 0) {
    return orderAnswer(form, tools, { status: 422, headline: says.invalid, text: '', chosen, problems, values: fields });
  }

  const stripe = stripeClient(env);
  if (stripe === undefined) {
    console.error('Payments: an order was sent, but the worker has no STRIPE_SECRET_KEY (docs/payments.md).');
    return orderAnswer(form, tools, {
      status: 503,
      headline: says.noPayments,
      text: says.noPaymentsText,
      chosen,
    });
  }
  const option = form.choice.options.find((candidate) => candidate.id === chosen.option);
  const bumps = form.bumps.filter((bump) => chosen.bumps.includes(bump.name));
  const lines = [...(option === undefined ? [] : [option]), ...bumps];
  const now = (tools.now ?? Date.now)();
  const cookies = request.headers.get('Cookie') ?? '';
  const email = typed.email;
  const metadata: OrderMetadata = {
    kind: 'order',
    funnel: form.slug,
    step: form.step,
    items: lines.map((line) => line.id).join(','),
    variants: JSON.stringify(variantsOf(form, cookies)),
  };
  const sender = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const key = await sha256(`${form.slug}|${form.step}|${JSON.stringify(typed)}|${metadata.items}|${sender}|${String(Math.floor(now / SAME_ORDER_MS))}`);
  const back = new URL(form.path, url);
  back.searchParams.set('cancelled', '1');
  if (chosen.option !== undefined) back.searchParams.set(form.choice.name, chosen.option);
  for (const bump of chosen.bumps) back.searchParams.set(bump, BUMP_TAKEN);
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: lines.map((line) => ({ quantity: 1, price_data: { currency: form.currency.toLowerCase(), unit_amount: line.amount, product_data: { name: line.title } } })),
        ...(typeof email === 'string' && email !== '' ? { customer_email: email } : {}),
        // A one-click upsell follows: the card is kept for this merchant, with the visitor's consent on Stripe's page.
        ...(form.saveCard ? { customer_creation: 'always' as const, payment_intent_data: { setup_future_usage: 'off_session' as const } } : {}),
        success_url: `${new URL(form.next, url).href}?order={CHECKOUT_SESSION_ID}`,
        cancel_url: back.href,
        metadata: { ...metadata },
      },
      { idempotencyKey: `order-${key}` },
    );
    if (session.url === null) throw new Error(`Stripe made session ${session.id} with no address`);
    return new Response(null, { status: 303, headers: { Location: session.url, 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('Payments: Stripe refused or could not be reached for a checkout', error);
    return orderAnswer(form, tools, {
      status: 503,
      headline: says.unreachable,
      text: says.unreachableText,
      chosen,
    });
  }
}
