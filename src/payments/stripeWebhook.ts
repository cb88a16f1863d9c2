import type { LeadsDatabase } from '../leads/leadsDatabase.ts';
import { firstTimeEvent, forgetEvent, updateOrder } from './ordersDatabase.ts';
import type { PayConfig } from './payConfig.ts';
import { recordSession } from './recordSession.ts';
import { cryptoProvider, type Stripe, WEBHOOK_TOLERANCE_S } from './stripeClient.ts';

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Acts on one event Stripe sent; any other than these is not this site's business (answered 200, so Stripe does not send it again). */
async function actOn(event: Stripe.Event, db: LeadsDatabase, config: PayConfig, at: string): Promise<void> {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    await recordSession(db, config, event.data.object, at);
  } else if (event.type === 'checkout.session.async_payment_failed') {
    const session = event.data.object;
    const id = session.metadata?.kind === 'upsell' ? `upsell:${session.metadata.order ?? ''}` : session.id;
    await updateOrder(db, { id }, { status: 'failed' }, at);
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (intent !== undefined) {
      await updateOrder(db, { paymentIntent: intent }, { status: charge.amount_refunded >= charge.amount ? 'refunded' : 'partly refunded', amountRefunded: charge.amount_refunded }, at);
    }
  }
}

/**
 * Stripe's webhook (issue 58): an event is acted on only when its
 * `Stripe-Signature` passes the SDK's own check with the endpoint's secret,
 * signed within the last five minutes (a replay is refused); then once, by
 * its id. A completed checkout keeps the order (or marks an upsell paid), a
 * delayed payment that succeeds or fails updates it, a refund marks it. A
 * failure answers 500 and forgets the event, so Stripe's retry is acted on.
 */
export async function stripeWebhook(
  request: Request,
  { db, stripe, secret, config, now }: { db: LeadsDatabase; stripe: Stripe; secret: string; config: PayConfig; now: () => number },
): Promise<Response> {
  if (request.method !== 'POST') return plain(405, 'Stripe posts its events here.');
  const signature = request.headers.get('Stripe-Signature');
  if (signature === null) return plain(400, 'No Stripe-Signature: not an event from Stripe.');
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, WEBHOOK_TOLERANCE_S, cryptoProvider, now());
  } catch (error) {
    return plain(400, `Refused: ${error instanceof Error ? error.message : 'the signature does not match'}`);
  }
  const at = new Date(now()).toISOString();
  if (!(await firstTimeEvent(db, event.id, event.type, at))) return plain(200, 'Already acted on.');
  try {
    await actOn(event, db, config, at);
  } catch (error) {
    console.error(`Payments: acting on ${event.type} ${event.id} failed`, error);
    await forgetEvent(db, event.id);
    return plain(500, 'Not kept: try again.');
  }
  return plain(200, 'Kept.');
}
