import type { PaidPurchase } from '../engine/payments/paidPurchase.ts';
import type { GtagHost } from './mirrorToGtag.ts';

/** Where the browser remembers that an order's purchase has gone to GA4: a reload or a second visit to the page sends none. */
export const purchaseSentKey = (purchase: Pick<PaidPurchase, 'transaction_id'>) => `purchase-sent:${purchase.transaction_id}`;

/** The part of localStorage this needs; undefined where the browser gives none (storage blocked). */
export type SentMarks = Pick<Storage, 'getItem' | 'setItem'> | undefined;

/**
 * A paid order's `purchase` to GA4, with its transaction id: at once if the visitor has accepted, else as soon
 * as they accept while on the page; once per order in this browser. Without storage it is still sent once per
 * page, and GA4 drops a second purchase with the same transaction id. Returns the way to stop waiting.
 */
export function sendPaidPurchase(host: GtagHost, purchase: PaidPurchase | undefined, marks: SentMarks): () => void {
  if (purchase === undefined) return () => undefined;
  const key = purchaseSentKey(purchase);
  let sent = marks?.getItem(key) !== null && marks?.getItem(key) !== undefined;
  const send = (): boolean => {
    if (!sent && host.granted() && host.gtag !== undefined) {
      sent = true;
      host.gtag('event', 'purchase', { ...purchase });
      try {
        marks?.setItem(key, '1');
      } catch {
        // Storage full or refused: the purchase went; GA4 keeps one per transaction id.
      }
    }
    return sent;
  };
  if (send()) return () => undefined;
  return host.onChange(() => {
    send();
  });
}
