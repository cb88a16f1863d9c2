import type { LeadsDatabase } from '../leads/leadsDatabase.ts';
import { dropClaim, findOrder, keepOrder, type OrderRow, updateOrder } from './ordersDatabase.ts';
import type { PayConfig, UpsellOffer } from './payConfig.ts';
import type { OrderMetadata } from './recordSession.ts';
import { Stripe } from './stripeClient.ts';
import { fillMessage } from '../i18n/fillMessage.ts';

export type UpsellOutcome =
  | { kind: 'charged' | 'already' }
  | { kind: 'checkout'; url: string }
  | { kind: 'no-order' | 'declined' | 'unreachable'; message: string };

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (value === null || value === undefined ? undefined : typeof value === 'string' ? value : value.id);

/** The card the order was paid with, saved for this merchant: from the row, or else from Stripe's payment intent. */
async function savedCard(stripe: Stripe, order: OrderRow): Promise<string | undefined> {
  if (order.paymentMethod !== null) return order.paymentMethod;
  if (order.paymentIntent === null) return undefined;
  const intent = await stripe.paymentIntents.retrieve(order.paymentIntent);
  return idOf(intent.payment_method);
}

/**
 * The upsell's Yes (issue 58): the offer's price, from the config, charged
 * at once to the card the order was just paid with, off-session, with no
 * form. Once per order whatever is pressed twice: a claim row (unique per
 * order) is written first, and the charge's idempotency key is the order's.
 * If the bank asks the visitor to confirm (authentication_required), a
 * Checkout page for the upsell alone is made and the visitor sent there. If
 * Stripe cannot be reached, the claim is dropped (nothing was charged) and
 * the visitor is told so, to press Yes again.
 */
export async function oneClickUpsell(
  db: LeadsDatabase,
  stripe: Stripe,
  { offer, orderId, origin, now }: { offer: UpsellOffer; config: PayConfig; orderId: string; origin: string; now: string },
): Promise<UpsellOutcome> {
  const order = await findOrder(db, orderId);
  if (order?.kind !== 'order' || order.status !== 'paid' || order.funnel !== offer.slug) {
    return { kind: 'no-order', message: offer.words.pay.noPaidOrderText };
  }
  const id = `upsell:${order.id}`;
  const claimed = await keepOrder(
    db,
    {
      id,
      kind: 'upsell',
      orderId: order.id,
      funnel: offer.slug,
      step: offer.step,
      variants: order.variants,
      items: [offer.item],
      amount: offer.item.amount,
      currency: offer.currency,
      email: order.email,
      customer: order.customer,
      paymentMethod: null,
      paymentIntent: null,
      checkoutSession: null,
      status: 'charging',
    },
    now,
  );
  if (claimed === 'known') {
    const upsell = await findOrder(db, id);
    if (upsell?.status === 'needs authentication' && upsell.checkoutSession !== null) {
      const session = await stripe.checkout.sessions.retrieve(upsell.checkoutSession);
      if (session.url !== null && session.status === 'open') return { kind: 'checkout', url: session.url };
    }
    return { kind: 'already' };
  }
  const metadata: OrderMetadata = { kind: 'upsell', funnel: offer.slug, step: offer.step, items: offer.item.id, variants: order.variants, order: order.id };
  try {
    const card = await savedCard(stripe, order);
    if (card === undefined || order.customer === null) throw new Stripe.errors.StripeCardError({ type: 'card_error', code: 'authentication_required', message: 'no saved card' });
    const intent = await stripe.paymentIntents.create(
      {
        amount: offer.item.amount,
        currency: offer.currency.toLowerCase(),
        customer: order.customer,
        payment_method: card,
        off_session: true,
        confirm: true,
        description: offer.item.title,
        metadata: { ...metadata },
      },
      { idempotencyKey: `upsell-${order.id}` },
    );
    await updateOrder(db, { id }, { status: intent.status === 'succeeded' ? 'paid' : 'pending', paymentIntent: intent.id }, now);
    return { kind: 'charged' };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required') {
      // The bank asks the visitor to confirm: Stripe's page for the offer alone, the card already theirs.
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            ...(order.customer === null ? {} : { customer: order.customer }),
            line_items: [{ quantity: 1, price_data: { currency: offer.currency.toLowerCase(), unit_amount: offer.item.amount, product_data: { name: offer.item.title } } }],
            success_url: new URL(offer.next, origin).href,
            cancel_url: new URL(offer.next, origin).href,
            metadata: { ...metadata },
          },
          { idempotencyKey: `upsell-checkout-${order.id}` },
        );
        await updateOrder(db, { id }, { status: 'needs authentication', checkoutSession: session.id }, now);
        if (session.url !== null) return { kind: 'checkout', url: session.url };
      } catch (checkoutError) {
        console.error('Payments: the upsell’s checkout could not be made', checkoutError);
      }
      await dropClaim(db, id);
      return { kind: 'unreachable', message: offer.words.pay.confirmUnreachable };
    }
    await dropClaim(db, id);
    if (error instanceof Stripe.errors.StripeCardError) {
      return { kind: 'declined', message: fillMessage(offer.words.pay.declinedText, { reason: error.message }) };
    }
    console.error('Payments: Stripe could not be reached for an upsell', error);
    return { kind: 'unreachable', message: offer.words.pay.upsellUnreachable };
  }
}
