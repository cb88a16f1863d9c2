import type { FunnelDefinition } from '../../../schemas/funnel.ts';
import type { Price, TrackingItem } from '../../../schemas/tracking.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { didYouMean } from '../messages/closest.ts';
import { offerPrice, sellables } from '../../engine/tracking/sellables.ts';

/** `none` when there is nothing to list, so a message never ends in an empty list. */
const listed = (names: readonly string[]) => (names.length === 0 ? 'none' : names.map((name) => `"${name}"`).join(', '));

/**
 * The tracking rules zod cannot check alone, because they look across the
 * file: every step and event a plan fires on exists, every item and price
 * names an order choice, product or offer of this file, and a currency
 * matches the prices it is about.
 */
export function checkTracking(funnel: FunnelDefinition): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const found = sellables(funnel);
  const stepIds = Object.keys(funnel.steps);
  const choiceNames = [...found.choices.keys()];
  const productNames = [...found.products.keys()];
  const offerSteps = [...found.offers.keys()];
  const bumpNames = [...found.bumps.keys()];

  const noStep = (id: string) => {
    const hint = didYouMean(id, stepIds);
    return `no step "${id}" in steps${hint === '' ? `; the steps are: ${stepIds.join(', ')}` : hint}`;
  };
  const noChoice = (name: string) =>
    `no order-options block is named "${name}"${didYouMean(name, choiceNames) || `; order options in this file: ${listed(choiceNames)}`}`;

  /** The currency of what a reference prices, or an issue when it names nothing in the file. */
  const currencyOf = (source: TrackingItem | Exclude<Price, number>, at: readonly PropertyKey[]): string | undefined => {
    if ('bump' in source) {
      const block = found.bumps.get(source.bump);
      if (block === undefined) {
        const hint = didYouMean(source.bump, bumpNames) || `; order bumps in this file: ${listed(bumpNames)}`;
        issues.push({ path: [...at, 'bump'], message: `no order-bump block is named "${source.bump}"${hint}` });
      }
      return block?.currency;
    }
    if ('choice' in source) {
      const block = found.choices.get(source.choice);
      if (block === undefined) issues.push({ path: [...at, 'choice'], message: noChoice(source.choice) });
      return block?.currency;
    }
    if ('product' in source) {
      const block = found.products.get(source.product);
      if (block === undefined) {
        const hint = didYouMean(source.product, productNames) || `; products in this file: ${listed(productNames)}`;
        issues.push({ path: [...at, 'product'], message: `no product block is named "${source.product}"${hint}` });
      }
      return block?.currency;
    }
    const block = found.offers.get(source.offer);
    if (block === undefined) {
      const hint = didYouMean(source.offer, offerSteps) || `; steps with an upsell: ${listed(offerSteps)}`;
      issues.push({ path: [...at, 'offer'], message: `step "${source.offer}" shows no upsell block${hint}` });
    }
    return block?.currency;
  };

  funnel.tracking.events.forEach((rule, index) => {
    const at = ['tracking', 'events', index];
    const { when, params } = rule;
    if ('enter' in when) {
      if (!Object.hasOwn(funnel.steps, when.enter)) issues.push({ path: [...at, 'when', 'enter'], message: noStep(when.enter) });
    } else if ('choose' in when) {
      if (!found.choices.has(when.choose)) issues.push({ path: [...at, 'when', 'choose'], message: noChoice(when.choose) });
    } else {
      const step = funnel.steps[when.step];
      if (step === undefined) issues.push({ path: [...at, 'when', 'step'], message: noStep(when.step) });
      else if (!Object.hasOwn(step.on, when.event)) {
        const handled = Object.keys(step.on);
        issues.push({
          path: [...at, 'when', 'event'],
          message: `step "${when.step}" has no transition for "${when.event}"${didYouMean(when.event, handled)}; it handles ${handled.join(', ') || 'nothing'}`,
        });
      }
    }

    const priced: { currency: string; what: string }[] = [];
    const value = params.value;
    // A summed value is checked part by part, each at its own index.
    const parts: [Price, readonly PropertyKey[]][] =
      value === undefined ? [] : Array.isArray(value) ? value.map((part, p) => [part, [...at, 'params', 'value', p]]) : [[value, [...at, 'params', 'value']]];
    for (const [part, partAt] of parts) {
      if (typeof part === 'number') continue;
      const currency = currencyOf(part, partAt);
      if (currency !== undefined) priced.push({ currency, what: 'the value' });
      const offerStep = 'offer' in part ? part.offer : undefined;
      const offer = offerStep === undefined ? undefined : found.offers.get(offerStep);
      if (offer !== undefined && offerPrice(offer) === undefined) {
        issues.push({
          path: [...partAt, 'offer'],
          message: `the upsell on step "${String(offerStep)}" has no regularPrice, so it has no price to use as a value; give it one or use a number`,
        });
      }
    }
    (params.items ?? []).forEach((source, itemIndex) => {
      const currency = currencyOf(source, [...at, 'params', 'items', itemIndex]);
      if (currency !== undefined) priced.push({ currency, what: `items[${itemIndex}]` });
    });
    const mismatch = priced.find((entry) => params.currency !== undefined && entry.currency !== params.currency);
    if (mismatch !== undefined) {
      issues.push({
        path: [...at, 'params', 'currency'],
        message: `"${String(params.currency)}", but ${mismatch.what} is priced in ${mismatch.currency} in this file`,
      });
    }
  });
  return issues;
}
