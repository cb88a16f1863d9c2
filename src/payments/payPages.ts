import { answered, BOX, escapeHtml, type PageRewriter } from '../leads/leadPages.ts';
import { formatPrice } from '../ui/formatPrice.ts';
import { fillMessage } from '../i18n/fillMessage.ts';
import type { FormWords } from '../i18n/FormWords.ts';
import { majorAmount } from '../engine/payments/stripeCurrencies.ts';
import { payFormId } from '../engine/payments/payingForms.ts';
import { PURCHASE_ATTRIBUTE, type PaidPurchase } from '../engine/payments/paidPurchase.ts';
import type { OrderRow } from './ordersDatabase.ts';
import type { PayForm } from './payConfig.ts';


/** A visitor's choice on the order step: the option picked and the bumps ticked. */
export interface Chosen {
  option: string | undefined;
  bumps: readonly string[];
}

/**
 * The order step as the worker serves it: the choice's radios and the bumps' checkboxes belong to the paying
 * form (so a browser without JavaScript posts them with it), and a choice the visitor made (back from Stripe's
 * cancel, or a refused post) is ticked again. Only attributes change inside the app's root: the page's script,
 * if it runs, finds the markup it drew, and hands the ticked choice to the machine.
 */
export function orderStepPage(page: Response, { form, chosen, rewriter }: { form: PayForm; chosen: Chosen | undefined; rewriter: PageRewriter }): Response {
  const id = payFormId(form.form);
  let rewritten = rewriter
    .on(`form[data-pay-form="${form.form}"]`, {
      element(element) {
        element.setAttribute('id', id);
      },
    })
    .on(`input[type="radio"][name="${form.choice.name}"]`, {
      element(input) {
        input.setAttribute('form', id);
        if (chosen?.option === undefined) return;
        if (input.getAttribute('value') === chosen.option) input.setAttribute('checked', '');
        else input.removeAttribute('checked');
      },
    });
  for (const bump of form.bumps) {
    rewritten = rewritten.on(`input[type="checkbox"][name="${bump.name}"]`, {
      element(input) {
        input.setAttribute('form', id);
        if (chosen === undefined) return;
        if (chosen.bumps.includes(bump.name)) input.setAttribute('checked', '');
        else input.removeAttribute('checked');
      },
    });
  }
  return rewritten.transform(page);
}

/** A box above the step's page saying what happened, in words (role=alert for a problem, status for news). */
export function noticePage(
  page: Response,
  { headline, text, status, problem, rewriter, errorTitle = 'Error: ' }: { headline: string; text: string; status: number; problem: boolean; rewriter: PageRewriter; errorTitle?: string },
): Response {
  const colour = problem ? '#b3261e' : '#1d6a3a';
  const box =
    `<div id="pay-notice" role="${problem ? 'alert' : 'status'}" style="${BOX.replace('#b3261e', colour)}"><p style="margin:0;font-weight:700">${escapeHtml(headline)}</p>` +
    `<p style="margin:8px 0 0">${escapeHtml(text)}</p></div>`;
  let rewritten = rewriter.on('#root', {
    element(root) {
      root.before(box, { html: true });
    },
  });
  if (problem) {
    rewritten = rewritten.on('title', {
      element(title) {
        title.prepend(errorTitle);
      },
    });
  }
  return answered(rewritten.transform(page), status);
}

const money = (amount: number, currency: string, locale: string) => formatPrice(majorAmount(amount, currency), currency, locale);

/** GA4's purchase for what was paid of an order: its own id, and each paid line at its price. */
function purchaseOf(order: OrderRow, paid: readonly OrderRow[]): PaidPurchase {
  return {
    transaction_id: order.id,
    value: majorAmount(
      paid.reduce((sum, row) => sum + row.amount, 0),
      order.currency,
    ),
    currency: order.currency,
    items: paid.flatMap((row) => row.items.map((item) => ({ item_id: item.id, item_name: item.title, price: majorAmount(item.amount, row.currency), quantity: 1 }))),
  };
}

/** What was charged, as the thank-you page says it: each paid line of the order and its upsell, and the total. */
export function receiptPage(page: Response, { rows, rewriter, words }: { rows: readonly OrderRow[]; rewriter: PageRewriter; words: FormWords }): Response {
  const locale = words.language;
  const says = words.pay;
  const paid = rows.filter((row) => row.status === 'paid' || row.status === 'partly refunded');
  const [order] = rows;
  if (order === undefined) return page;
  const lines = paid.flatMap((row) => row.items.map((item) => `<li>${escapeHtml(item.title)}: ${escapeHtml(money(item.amount, row.currency, locale))}</li>`));
  const total = paid.reduce((sum, row) => sum + row.amount, 0);
  const waiting = rows.filter((row) => row.status === 'pending' || row.status === 'charging' || row.status === 'needs authentication');
  const html =
    `<section id="pay-receipt" aria-labelledby="pay-receipt-heading" style="${BOX.replace('#b3261e', '#1d6a3a')}"` +
    // The page's script sends this to GA4 as the order's purchase, once the visitor has accepted measurement.
    (paid.length === 0 ? '' : ` ${PURCHASE_ATTRIBUTE}="${escapeHtml(JSON.stringify(purchaseOf(order, paid)))}"`) +
    '>' +
    `<h2 id="pay-receipt-heading" style="margin:0;font-size:1.125rem">${escapeHtml(fillMessage(says.receiptHeading, { id: order.id.slice(-8) }))}</h2>` +
    (lines.length === 0 ? `<p style="margin:8px 0 0">${escapeHtml(says.receiptWaiting)}</p>` : `<ul style="margin:8px 0 0;padding-left:20px">${lines.join('')}</ul>`) +
    (paid.length === 0 ? '' : `<p style="margin:8px 0 0;font-weight:700">${escapeHtml(fillMessage(says.charged, { amount: money(total, order.currency, locale) }))}</p>`) +
    (waiting.length === 0 ? '' : `<p style="margin:8px 0 0">${escapeHtml(says.bankWaiting)}</p>`) +
    '</section>';
  return answered(
    rewriter
      .on('#root', {
        element(root) {
          root.before(html, { html: true });
        },
      })
      .transform(page),
    200,
  );
}
