/**
 * A paid order as GA4's `purchase` takes it (issue 58): the worker writes it on
 * the thank-you page it serves from its own record of the order, and the
 * page's script reads it from there. Nothing else sends a paying funnel's
 * purchase: the visitor's choice in the page is not a payment until Stripe
 * says so.
 */

/** The receipt's attribute holding the purchase, as JSON. */
export const PURCHASE_ATTRIBUTE = 'data-purchase';

export interface PurchaseItem {
  item_id: string;
  item_name: string;
  /** In the currency's major unit, as GA4 takes prices. */
  price: number;
  quantity: number;
}

export interface PaidPurchase {
  /** The site's own order id: one purchase per order, however often the page is opened. */
  transaction_id: string;
  value: number;
  currency: string;
  items: PurchaseItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isItem(value: unknown): value is PurchaseItem {
  return (
    isRecord(value) &&
    typeof value.item_id === 'string' &&
    typeof value.item_name === 'string' &&
    typeof value.price === 'number' &&
    typeof value.quantity === 'number'
  );
}

/**
 * The purchase a receipt's attribute holds, or undefined when there is none or it is not one. Checked by hand,
 * not with zod: this runs in the visitor's browser, where zod would be most of the funnel's script.
 */
export function readPaidPurchase(text: string | null | undefined): PaidPurchase | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { transaction_id: id, value: total, currency, items } = value;
  if (typeof id !== 'string' || id === '' || typeof total !== 'number' || typeof currency !== 'string' || !Array.isArray(items)) return undefined;
  if (!items.every(isItem)) return undefined;
  return { transaction_id: id, value: total, currency, items };
}
