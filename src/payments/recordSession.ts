import type { LeadsDatabase } from '../leads/leadsDatabase.ts';
import { keepOrder, type OrderStatus, updateOrder } from './ordersDatabase.ts';
import type { PayConfig, Sellable } from './payConfig.ts';
import type { Stripe } from './stripeClient.ts';

/** What the worker writes into a Checkout Session's metadata, and reads back when Stripe says it is paid. */
export interface OrderMetadata {
  kind: 'order' | 'upsell';
  funnel: string;
  step: string;
  /** The ids of what was bought, comma-separated (the option's, then each bump's name). */
  items: string;
  variants: string;
  /** An upsell's order. */
  order?: string;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

/** The session's payment status as the orders table says it. */
export function statusOf(session: Pick<Stripe.Checkout.Session, 'payment_status'>): OrderStatus {
  return session.payment_status === 'unpaid' ? 'pending' : 'paid';
}

/** The config's own entries for the ids a session's metadata names: the titles and amounts charged. */
function itemsOf(config: PayConfig, metadata: Record<string, string>): Sellable[] {
  const form = config.forms.find((candidate) => candidate.slug === metadata.funnel && candidate.step === metadata.step);
  const ids = (metadata.items ?? '').split(',');
  const all = [...(form?.choice.options ?? []), ...(form?.bumps ?? []), ...config.upsells.map((upsell) => upsell.item)];
  return ids.flatMap((id) => all.filter((item) => item.id === id).slice(0, 1));
}

/**
 * Keeps a Checkout Session Stripe has completed as the order's row, once (the webhook and the visitor's own
 * return may both bring it: the first keeps it, the second finds it); a session of an upsell that needed the
 * bank's confirmation marks that upsell paid. A session that is not complete keeps nothing.
 */
export async function recordSession(db: LeadsDatabase, config: PayConfig, session: Stripe.Checkout.Session, now: string): Promise<void> {
  if (session.status !== 'complete') return;
  const metadata = session.metadata ?? {};
  const status = statusOf(session);
  if (metadata.kind === 'upsell' && metadata.order !== undefined) {
    await updateOrder(db, { id: `upsell:${metadata.order}` }, { status, paymentIntent: idOf(session.payment_intent) ?? undefined }, now);
    return;
  }
  const paymentIntent = session.payment_intent;
  const kept = await keepOrder(
    db,
    {
      id: session.id,
      kind: 'order',
      orderId: null,
      funnel: metadata.funnel ?? '',
      step: metadata.step ?? '',
      variants: metadata.variants ?? '{}',
      items: itemsOf(config, metadata),
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      email: session.customer_details?.email ?? session.customer_email ?? null,
      customer: idOf(session.customer),
      paymentMethod: typeof paymentIntent === 'object' && paymentIntent !== null ? idOf(paymentIntent.payment_method) : null,
      paymentIntent: idOf(paymentIntent),
      checkoutSession: session.id,
      status,
    },
    now,
  );
  // Known already: a delayed payment has now gone through, or failed.
  if (kept === 'known') await updateOrder(db, { id: session.id }, { status }, now);
}
