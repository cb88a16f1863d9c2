// @vitest-environment node
import path from 'node:path';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { mirrorToGtag, type GtagHost } from '../../src/analytics/mirrorToGtag.ts';
import { sendPageView } from '../../src/analytics/sendPageView.ts';
import { sendPaidPurchase } from '../../src/analytics/sendPaidPurchase.ts';
import { readPaidPurchase } from '../../src/engine/payments/paidPurchase.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { data: funnels } = loadFunnels(path.join(root, 'funnels'));
const found = funnels.find((funnel) => funnel.slug === 'skincare');
if (found === undefined) throw new Error('no skincare funnel');
const skincare = found;

/** The page as the mirror sees it: a gtag that records, and a consent the test sets and announces. */
function fakePage(granted = false) {
  const commands: unknown[][] = [];
  const listeners = new Set<() => void>();
  const host: GtagHost = {
    gtag: (...command) => commands.push(command),
    location: { origin: 'https://mayaokafor.design' },
    granted: () => granted,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    host,
    commands,
    listeners,
    choose(choice: boolean) {
      granted = choice;
      for (const listener of listeners) listener();
    },
  };
}

/** A b visitor of skincare's split test, as the funnel page starts one. */
function bVisitor() {
  const machine = createFunnelMachine(skincare);
  const snapshot = machine.resolveState({ value: 'landing', context: initialContext(skincare, 'landing', { 'skincare.two-bottles-first': 'b' }) });
  return createActor(machine, { snapshot }).start();
}

const b = { experiment_id: 'skincare.two-bottles-first', variant_id: 'b', exp_variant_string: 'FNL-skincare.two-bottles-first-b' };
const twoBottles = { item_id: 'bottles-two', item_name: '2 Bottles', price: 99, quantity: 1 };

describe('the funnel’s tracked events to gtag', () => {
  it('gives gtag nothing before a choice, then, on Accept, every event so far and each after, in GA4’s own form', () => {
    const page = fakePage();
    const actor = bVisitor();
    mirrorToGtag(actor, page.host);
    actor.send({ type: 'ORDER' });
    expect(page.commands).toEqual([]);
    page.choose(true);
    actor.send({ type: 'SELECT', name: 'bottles', value: 'two' });
    actor.send({ type: 'CHECKOUT' });
    expect(page.commands).toEqual([
      ['event', 'page_view', { page_title: skincare.steps.landing?.title, page_location: 'https://mayaokafor.design/funnels/skincare', ...b }],
      ['event', 'page_view', { page_title: skincare.steps.order?.title, page_location: 'https://mayaokafor.design/funnels/skincare/order', ...b }],
      ['event', 'experience_impression', b],
      ['event', 'select_item', { item_list_id: 'bottles', item_list_name: 'Choose your supply', items: [twoBottles], ...b }],
      ['event', 'begin_checkout', { value: 99, currency: 'USD', items: [twoBottles], ...b }],
      ['event', 'page_view', { page_title: skincare.steps['thank-you']?.title, page_location: 'https://mayaokafor.design/funnels/skincare/thank-you', ...b }],
      ['event', 'purchase', { value: 99, currency: 'USD', items: [twoBottles], ...b }],
    ]);
  });

  it('gives nothing after Reject, nor once consent is withdrawn, and never an event twice', () => {
    const page = fakePage();
    const actor = bVisitor();
    const stop = mirrorToGtag(actor, page.host);
    page.choose(false);
    actor.send({ type: 'ORDER' });
    expect(page.commands).toEqual([]);
    page.choose(true);
    expect(page.commands.map((command) => command[1])).toEqual(['page_view', 'page_view', 'experience_impression']);
    page.choose(false);
    actor.send({ type: 'SELECT', name: 'bottles', value: 'two' });
    expect(page.commands).toHaveLength(3);
    // A second mirror of the same visit (React's development double effects) adds nothing.
    mirrorToGtag(actor, page.host);
    page.choose(true);
    expect(page.commands.map((command) => command[1])).toEqual(['page_view', 'page_view', 'experience_impression', 'select_item']);
    stop();
  });
});

describe('a portfolio page’s page_view', () => {
  it('is sent once, at once when accepted, or when the visitor accepts while still on the page', () => {
    const view = { page_location: 'https://mayaokafor.design/showcase', page_title: 'Design Showcase · Maya Okafor' };
    const accepted = fakePage(true);
    sendPageView(accepted.host, view);
    expect(accepted.commands).toEqual([['event', 'page_view', view]]);
    expect(accepted.listeners.size).toBe(0);

    const later = fakePage(false);
    const stop = sendPageView(later.host, view);
    expect(later.commands).toEqual([]);
    later.choose(true);
    later.choose(true);
    expect(later.commands).toEqual([['event', 'page_view', view]]);
    stop();
    expect(later.listeners.size).toBe(0);

    const left = fakePage(false);
    sendPageView(left.host, view)();
    left.choose(true);
    expect(left.commands).toEqual([]);
  });
});

describe('a paid order’s purchase, from the thank-you page the worker serves', () => {
  const purchase = {
    transaction_id: 'order_3f9a1c2e',
    value: 23,
    currency: 'EUR',
    items: [
      { item_id: 'one-bag', item_name: '1 bag', price: 14, quantity: 1 },
      { item_id: 'dripper', item_name: 'Ceramic pour-over dripper', price: 9, quantity: 1 },
    ],
  };
  const memory = () => {
    const kept = new Map<string, string>();
    return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
  };

  it('reads the receipt’s attribute, and nothing that is not a purchase', () => {
    expect(readPaidPurchase(JSON.stringify(purchase))).toEqual(purchase);
    expect(readPaidPurchase(undefined)).toBeUndefined();
    expect(readPaidPurchase('{"transaction_id":"x"')).toBeUndefined();
    expect(readPaidPurchase(JSON.stringify({ ...purchase, value: '23' }))).toBeUndefined();
    expect(readPaidPurchase(JSON.stringify({ ...purchase, transaction_id: '' }))).toBeUndefined();
    expect(readPaidPurchase(JSON.stringify({ ...purchase, items: [{ item_id: 'one-bag' }] }))).toBeUndefined();
  });

  it('waits for the visitor to accept, then sends it once with its transaction id; a reload sends none', () => {
    const page = fakePage();
    const marks = memory();
    sendPaidPurchase(page.host, purchase, marks);
    expect(page.commands).toEqual([]);
    page.choose(true);
    page.choose(true);
    expect(page.commands).toEqual([['event', 'purchase', purchase]]);
    const reloaded = fakePage(true);
    sendPaidPurchase(reloaded.host, purchase, marks);
    expect(reloaded.commands).toEqual([]);
  });

  it('sends nothing after a refusal, nor on a page without a paid order', () => {
    const page = fakePage();
    sendPaidPurchase(page.host, purchase, memory());
    page.choose(false);
    expect(page.commands).toEqual([]);
    const other = fakePage(true);
    sendPaidPurchase(other.host, undefined, memory());
    expect(other.commands).toEqual([]);
  });

  it('without storage (the browser refuses it), still once on the page', () => {
    const page = fakePage(true);
    sendPaidPurchase(page.host, purchase, undefined);
    page.choose(true);
    expect(page.commands).toEqual([['event', 'purchase', purchase]]);
  });
});
