// @vitest-environment node
/**
 * What `npm run check` says of a funnel that takes payment (issue 58): the example client's coffee club as it
 * is, then broken one way at a time, each refusal naming the file, the field and the reason; and the same
 * funnel refused on the portfolio, which sells nothing.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { throwawayProject } from '../support/throwawayProject.ts';

const FILE = 'funnels/coffee-club.json';
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The parts of the file these tests edit. */
interface Entry {
  amount?: number;
  price?: number;
  currency?: string;
  regularAmount?: number;
  options: Entry[];
}
interface Json {
  steps: Record<string, { blocks: Entry[]; on: Record<string, unknown> }>;
}
const step = (funnel: Json, id: string) => funnel.steps[id] ?? { blocks: [], on: {} };
const block = (funnel: Json, id: string, index: number): Entry => step(funnel, id).blocks[index] ?? { options: [] };

/** The coffee club's file, changed by `edit`, checked with the whole project (its site file included). */
function errorsAfter(edit: (funnel: Json) => void, { sites = true } = {}): string[] {
  const dir = throwawayProject('check-payment-', { sites: true });
  made.push(dir);
  const file = path.join(dir, FILE);
  const funnel = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(funnel);
  writeFileSync(file, JSON.stringify(funnel, null, 2));
  if (!sites) rmSync(path.join(dir, 'sites/ember-roasters.json'));
  return loadProjectData(dir).errors.filter((line) => line.startsWith(FILE));
}

const order = (funnel: Json) => step(funnel, 'order').blocks;

describe('a funnel that takes payment, checked', () => {
  it('passes as the example client ships it, and shows each amount in full units', () => {
    const dir = throwawayProject('check-payment-', { sites: true });
    made.push(dir);
    const data = loadProjectData(dir, { site: 'ember-roasters' });
    expect(data.errors).toEqual([]);
    const blocks = data.funnels[0]?.steps.order?.blocks ?? [];
    const options = blocks.find((block) => block.type === 'order-options');
    // The shown price is the charged amount's: 1400 cents is €14.
    expect(options?.type === 'order-options' && options.options.map((option) => [option.amount, option.price])).toEqual([
      [1400, 14],
      [2600, 26],
    ]);
  });

  it('refuses it on a portfolio demo: no site publishes it', () => {
    expect(errorsAfter(() => undefined, { sites: false })).toEqual([
      `${FILE}: steps.order.blocks[3].pay: the portfolio's demo funnels sell nothing; a funnel that takes payment is a client's: name it in a sites/<key>.json (docs/payments.md)`,
    ]);
  });

  it('refuses a price of 0', () => {
    expect(errorsAfter((funnel) => ((block(funnel, 'order', 1).options[0] ?? { options: [] }).amount = 0))).toEqual([
      `${FILE}: steps.order.blocks[1].options[0].amount: must be at least 1, found 0`,
    ]);
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(errorsAfter((funnel) => (block(funnel, 'order', 2).amount = 9.5))).toEqual([
      `${FILE}: steps.order.blocks[2].amount: expected a whole number of the currency’s minor unit (cents for EUR: 1800 is €18.00), never a fraction`,
    ]);
  });

  it('refuses a price given in full units, and one given twice', () => {
    expect(
      errorsAfter((funnel) => {
        delete block(funnel, 'order', 2).amount;
        block(funnel, 'order', 2).price = 9;
        (block(funnel, 'order', 1).options[1] ?? { options: [] }).price = 26;
      }),
    ).toEqual([
      `${FILE}: steps.order.blocks[1].options[1].price: give the price once: "amount" (in minor units) or "price", not both`,
    ]);
    expect(
      errorsAfter((funnel) => {
        delete block(funnel, 'order', 2).amount;
        block(funnel, 'order', 2).price = 9;
      }),
    ).toEqual([
      `${FILE}: steps.order.blocks[2].price: this funnel takes payment, so each price is charged as written: give "amount" in the currency’s minor unit (a whole number: 1800 for 18.00) instead of "price"`,
    ]);
  });

  it('refuses a currency Stripe does not charge in, and a second currency', () => {
    expect(errorsAfter((funnel) => (block(funnel, 'order', 1).currency = block(funnel, 'order', 2).currency = block(funnel, 'decaf', 1).currency = 'IRR'))).toEqual([
      `${FILE}: steps.order.blocks[1].currency: IRR is not a currency Stripe charges in (docs.stripe.com/currencies), so this funnel cannot take payment in it`,
    ]);
    expect(errorsAfter((funnel) => (block(funnel, 'order', 2).currency = 'GBP'))).toEqual([
      `${FILE}: steps.order.blocks[2].currency: GBP, but this funnel takes payment in EUR: one currency a funnel, as one Stripe checkout charges one`,
    ]);
  });

  it('refuses an upsell a visitor can reach before paying', () => {
    expect(errorsAfter((funnel) => (step(funnel, 'landing').on.START = 'decaf'))).toContain(
      `${FILE}: steps.decaf.blocks[1]: step "decaf" offers an upsell that a visitor can reach without paying first: a one-click upsell is charged to the card of a paid step (order), so it must come after one`,
    );
  });

  it('refuses an upsell whose discount leaves a fraction of a cent', () => {
    expect(errorsAfter((funnel) => (block(funnel, 'decaf', 1).regularAmount = 1499))).toEqual([
      `${FILE}: steps.decaf.blocks[1].discountPercent: 20% off 1499 is 1199.2, not a whole number of minor units: choose a regular amount or discount that charges a whole amount`,
    ]);
  });

  it('refuses a purchase in the tracking plan: the thank-you page sends it for a paid order', () => {
    expect(
      errorsAfter((funnel) => {
        (funnel as Json & { tracking?: unknown }).tracking = { pageViews: true, events: [{ event: 'purchase', when: { enter: 'thank-you' }, params: { value: [{ choice: 'plan' }, { bump: 'dripper' }], currency: 'EUR', items: [{ choice: 'plan' }, { bump: 'dripper' }] } }] };
      }),
    ).toEqual([
      `${FILE}: tracking.events[0].event: this funnel takes payment, so its purchase is sent by the thank-you page for each order Stripe says is paid, with the order’s id (docs/payments.md); a purchase in the tracking plan would also count visits that paid nothing`,
    ]);
  });

  it('refuses a paying form with no order options beside it', () => {
    expect(errorsAfter((funnel) => order(funnel).splice(1, 1))).toContain(
      `${FILE}: steps.order.blocks[2].pay: step "order" has no order-options block: a form that pays charges the option the visitor picks there`,
    );
  });
});
