import type { LeadsDatabase } from '../leads/leadsDatabase.ts';
import type { Sellable } from './payConfig.ts';

/**
 * The worker's reads and writes of the orders table (migrations/0002_orders.sql), in the site's D1 database
 * beside its leads. Each write is one statement, so Stripe's webhook and the visitor's return, arriving
 * together for one payment, keep one row.
 */

export type OrderStatus = 'paid' | 'pending' | 'failed' | 'refunded' | 'partly refunded' | 'charging' | 'needs authentication';

export interface OrderRow {
  id: string;
  kind: 'order' | 'upsell';
  orderId: string | null;
  funnel: string;
  step: string;
  variants: string;
  items: Sellable[];
  amount: number;
  currency: string;
  email: string | null;
  customer: string | null;
  paymentMethod: string | null;
  paymentIntent: string | null;
  checkoutSession: string | null;
  status: OrderStatus;
  amountRefunded: number;
  createdAt: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function rowOf(row: Record<string, unknown>): OrderRow {
  return {
    id: String(row.id),
    kind: row.kind === 'upsell' ? 'upsell' : 'order',
    orderId: text(row.order_id),
    funnel: String(row.funnel),
    step: String(row.step),
    variants: String(row.variants),
    items: JSON.parse(String(row.items)) as Sellable[],
    amount: Number(row.amount),
    currency: String(row.currency),
    email: text(row.email),
    customer: text(row.customer),
    paymentMethod: text(row.payment_method),
    paymentIntent: text(row.payment_intent),
    checkoutSession: text(row.checkout_session),
    status: String(row.status) as OrderStatus,
    amountRefunded: Number(row.amount_refunded),
    createdAt: String(row.created_at),
  };
}

export type NewOrder = Omit<OrderRow, 'amountRefunded' | 'createdAt'>;

/** Keeps an order or upsell once: a second write of the same id changes nothing, and says so. */
export async function keepOrder(db: LeadsDatabase, order: NewOrder, now: string): Promise<'kept' | 'known'> {
  const { meta } = await db
    .prepare(
      `INSERT INTO orders (id, kind, order_id, funnel, step, variants, items, amount, currency, email, customer, payment_method, payment_intent, checkout_session, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      order.id,
      order.kind,
      order.orderId,
      order.funnel,
      order.step,
      order.variants,
      JSON.stringify(order.items),
      order.amount,
      order.currency,
      order.email,
      order.customer,
      order.paymentMethod,
      order.paymentIntent,
      order.checkoutSession,
      order.status,
      now,
      now,
    )
    .run();
  return meta.changes > 0 ? 'kept' : 'known';
}

export async function findOrder(db: LeadsDatabase, id: string): Promise<OrderRow | undefined> {
  const { results } = await db.prepare('SELECT * FROM orders WHERE id = ?').bind(id).all();
  const [row] = results;
  return row === undefined ? undefined : rowOf(row);
}

/** An order and its upsell, if any: what the receipt lists. */
export async function orderWithUpsell(db: LeadsDatabase, id: string): Promise<OrderRow[]> {
  const { results } = await db.prepare("SELECT * FROM orders WHERE id = ? OR (kind = 'upsell' AND order_id = ?) ORDER BY kind").bind(id, id).all();
  return results.map(rowOf);
}

/** Changes a row's status (and what Stripe adds to it); by its id, or by its payment intent. */
export async function updateOrder(
  db: LeadsDatabase,
  where: { id: string } | { paymentIntent: string },
  change: { status?: OrderStatus; paymentIntent?: string; checkoutSession?: string; amountRefunded?: number },
  now: string,
): Promise<number> {
  const sets: string[] = ['updated_at = ?'];
  const values: unknown[] = [now];
  const columns = { status: 'status', paymentIntent: 'payment_intent', checkoutSession: 'checkout_session', amountRefunded: 'amount_refunded' } as const;
  for (const [key, column] of Object.entries(columns)) {
    const value = change[key as keyof typeof columns];
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    values.push(value);
  }
  const [column, value] = 'id' in where ? ['id', where.id] : ['payment_intent', where.paymentIntent];
  const { meta } = await db
    .prepare(`UPDATE orders SET ${sets.join(', ')} WHERE ${column} = ?`)
    .bind(...values, value)
    .run();
  return meta.changes;
}

/** Removes an upsell's claim that was never charged (Stripe could not be reached), so Yes may be pressed again. */
export async function dropClaim(db: LeadsDatabase, id: string): Promise<void> {
  await db.prepare("DELETE FROM orders WHERE id = ? AND status = 'charging'").bind(id).run();
}

/** Records that Stripe's event was acted on; 'seen' when it had been already (Stripe sends an event again until answered 2xx). */
export async function firstTimeEvent(db: LeadsDatabase, id: string, type: string, now: string): Promise<boolean> {
  const { meta } = await db.prepare('INSERT INTO stripe_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(id, type, now).run();
  return meta.changes > 0;
}

/** Forgets an event whose handling failed, so Stripe's retry is acted on. */
export async function forgetEvent(db: LeadsDatabase, id: string): Promise<void> {
  await db.prepare('DELETE FROM stripe_events WHERE id = ?').bind(id).run();
}
