import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/** A form body as Stripe's SDK encodes it (`line_items[0][price_data][unit_amount]=1400`), back into its object. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** A line the stand-in was asked to charge: what Stripe would show the visitor. */
export interface StandInLine {
  name: string;
  amount: number;
  currency: string;
}

/** A Checkout Session as the stand-in made it, with the request that made it. */
export interface StandInSession {
  session: Stripe.Checkout.Session;
  lines: StandInLine[];
  params: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const rec = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function checkoutSession(id: string, params: Record<string, unknown>, lines: StandInLine[], url: string, now: number): Stripe.Checkout.Session {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: str(params.cancel_url) || null,
    client_reference_id: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: Math.floor(now / 1000),
    currency: lines[0]?.currency ?? 'eur',
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: str(params.customer) || null,
    customer_account: null,
    customer_creation: params.customer_creation === 'always' ? 'always' : null,
    customer_details: null,
    customer_email: str(params.customer_email) || null,
    discounts: [],
    expires_at: Math.floor(now / 1000) + 86_400,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: rec(params.metadata) as Record<string, string>,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: str(params.success_url) || null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url,
    wallet_options: null,
  };
}

function paymentIntent(id: string, fields: { amount: number; currency: string; customer: string; paymentMethod: string; offSession: boolean; metadata: Record<string, string> }, now: number): Stripe.PaymentIntent {
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: fields.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret`,
    confirmation_method: 'automatic',
    created: Math.floor(now / 1000),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: fields.offSession ? null : 'off_session',
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_group: null,
  };
}

export interface StripeStandIn {
  readonly origin: string;
  /** Every Checkout Session made, in order (an idempotent repeat is not a new one). */
  readonly sessions: StandInSession[];
  /** Every off-session charge made (a one-click upsell). */
  readonly offSessionCharges: Stripe.PaymentIntent[];
  /** While true, every connection is dropped: Stripe cannot be reached. */
  down: boolean;
  /** While true, an off-session charge is declined with authentication_required, as a bank asking for 3-D Secure. */
  authenticationRequired: boolean;
  /**
   * The origin of the checkout pages the sessions it makes send a visitor to: its own, unless set. A browser test
   * sets Stripe's real checkout host and routes that host to the stand-in, because the site's policy lets a form
   * lead to Stripe's host and nowhere else, and the browser holds the redirect to that.
   */
  checkoutOrigin: string;
  /** The visitor pays on the stand-in's checkout page: the session is complete and paid, and Stripe's redirect to its success URL is returned. */
  pay(sessionId: string): string;
  session(id: string): StandInSession | undefined;
  stop(): Promise<void>;
}

/**
 * A local stand-in for Stripe's API (issue 58), started by a test: the calls
 * the worker makes through Stripe's SDK (checkout sessions made and read,
 * payment intents made and read), each answer typed as the SDK's own type, with
 * Stripe's idempotency (a repeated key is answered as the first time), and a
 * checkout page a visitor pays on. It can be taken down and can ask for
 * authentication, as Stripe and a bank do.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions: StandInSession[] = [];
  const intents = new Map<string, Stripe.PaymentIntent>();
  const offSessionCharges: Stripe.PaymentIntent[] = [];
  const answered = new Map<string, { status: number; body: string }>();
  let next = 1;
  const newId = (prefix: string) => `${prefix}_test${String(next++).padStart(24, '0')}`;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    response.end(JSON.stringify(body));
  };
  const withIntent = (found: StandInSession, expand: boolean) =>
    expand && typeof found.session.payment_intent === 'string' ? { ...found.session, payment_intent: intents.get(found.session.payment_intent) ?? found.session.payment_intent } : found.session;

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = request.method === 'POST' ? parseStripeForm(body) : parseStripeForm(url.search.slice(1));
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${request.method ?? ''} ${url.pathname} ${key}` : undefined;
    const cached = cacheKey === undefined ? undefined : answered.get(cacheKey);
    if (cached !== undefined) {
      response.writeHead(cached.status, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
      response.end(cached.body);
      return;
    }
    const reply = (status: number, value: unknown) => {
      if (cacheKey !== undefined) answered.set(cacheKey, { status, body: JSON.stringify(value) });
      send(response, status, value);
    };
    const now = Date.now();
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const lines = Object.values(rec(params.line_items)).map((raw) => {
        const data = rec(rec(raw).price_data);
        return { name: str(rec(data.product_data).name), amount: Number(data.unit_amount), currency: str(data.currency) };
      });
      const id = newId('cs');
      const session = checkoutSession(id, params, lines, `${standIn.checkoutOrigin}/checkout/${id}`, now);
      sessions.push({ session, lines, params });
      reply(200, session);
      return;
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionPath !== null) {
      const found = sessions.find((candidate) => candidate.session.id === sessionPath[1]);
      if (found === undefined) reply(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: ${sessionPath[1] ?? ''}` } });
      else reply(200, withIntent(found, url.search.includes('payment_intent')));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (authenticationRequired) {
        reply(402, { error: { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message: 'This payment requires authentication.' } });
        return;
      }
      const intent = paymentIntent(
        newId('pi'),
        { amount: Number(params.amount), currency: str(params.currency), customer: str(params.customer), paymentMethod: str(params.payment_method), offSession: params.off_session === 'true', metadata: rec(params.metadata) as Record<string, string> },
        now,
      );
      intents.set(intent.id, intent);
      if (params.off_session === 'true') offSessionCharges.push(intent);
      reply(200, intent);
      return;
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentPath !== null) {
      const intent = intents.get(intentPath[1] ?? '');
      if (intent === undefined) reply(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      else reply(200, intent);
      return;
    }
    const page = /^\/checkout\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && page !== null) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Stand-in checkout</title><main><h1>Stand-in checkout</h1><form method="post" action="/checkout/${page[1] ?? ''}/pay"><button>Pay</button></form></main></html>`);
      return;
    }
    const paying = /^\/checkout\/([\w]+)\/pay$/.exec(url.pathname);
    if (request.method === 'POST' && paying !== null) {
      response.writeHead(303, { Location: pay(paying[1] ?? '') });
      response.end();
      return;
    }
    reply(404, { error: { type: 'invalid_request_error', message: `The stand-in has no ${request.method ?? ''} ${url.pathname}` } });
  };

  function pay(sessionId: string): string {
    const found = sessions.find((candidate) => candidate.session.id === sessionId);
    if (found === undefined) throw new Error(`no session ${sessionId}`);
    const customer = found.session.customer ?? (found.session.customer_creation === 'always' ? newId('cus') : null);
    const intent = paymentIntent(
      newId('pi'),
      { amount: found.session.amount_total ?? 0, currency: found.session.currency ?? 'eur', customer: typeof customer === 'string' ? customer : '', paymentMethod: newId('pm'), offSession: false, metadata: found.session.metadata ?? {} },
      Date.now(),
    );
    intents.set(intent.id, intent);
    found.session = {
      ...found.session,
      status: 'complete',
      payment_status: 'paid',
      customer,
      payment_intent: intent.id,
      customer_details: { address: null, business_name: null, email: found.session.customer_email ?? 'visitor@example.com', individual_name: null, name: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    };
    return (found.session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', found.session.id);
  }

  let authenticationRequired = false;
  const server = createServer((request, response) => {
    if (standIn.down) {
      request.socket.destroy();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const standIn: StripeStandIn = {
    origin,
    sessions,
    offSessionCharges,
    down: false,
    checkoutOrigin: origin,
    get authenticationRequired() {
      return authenticationRequired;
    },
    set authenticationRequired(value: boolean) {
      authenticationRequired = value;
    },
    pay,
    session: (id) => sessions.find((candidate) => candidate.session.id === id),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  return standIn;
}
