import type { FunnelDefinition } from '../../../schemas/funnel.ts';
import { payingForms, stepTargets, upsellAmount, upsellSteps } from '../../engine/payments/payingForms.ts';
import { STRIPE_CURRENCIES } from '../../engine/payments/stripeCurrencies.ts';
import { normalizeTransition } from '../../engine/normalizeTransition.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';

/** The steps a visitor can reach from the landing step without passing through any of `closed`. */
function reachableAvoiding(funnel: Pick<FunnelDefinition, 'steps' | 'landing'>, closed: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>([funnel.landing]);
  const queue = [funnel.landing];
  for (let stepId = queue.shift(); stepId !== undefined; stepId = queue.shift()) {
    const step = funnel.steps[stepId];
    if (step === undefined || closed.has(stepId)) continue;
    for (const target of stepTargets(step)) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/**
 * The payment rules zod cannot check alone (issue 58), because they look across the file. A funnel that takes
 * payment charges what it shows: every price is an `amount` in minor units (the shown price is worked out from
 * it), in one currency, one Stripe charges in; its paying form sits beside the order options it sells and leads
 * to one step, where Stripe sends the visitor back; an upsell, charged to the card just used, comes only after a
 * paid step. That a demo of the portfolio may not pay at all is loadProjectData's to say: it knows the sites.
 */
export function checkPayment(funnel: FunnelDefinition): ConfigIssue[] {
  const forms = payingForms(funnel);
  if (forms.length === 0) return [];
  const issues: ConfigIssue[] = [];
  const [first] = forms;
  for (const form of forms) {
    const at = ['steps', form.stepId, 'blocks', form.index];
    if (form !== first) {
      issues.push({ path: [...at, 'pay'], message: `this funnel already takes payment on step "${first?.stepId ?? ''}": a funnel has one order form that pays` });
    }
    if (form.block.deliver !== undefined) {
      issues.push({ path: [...at, 'deliver'], message: 'a form that pays is kept as an order once Stripe says it is paid; it cannot also "deliver" as a lead' });
    }
    if (form.options === undefined) {
      issues.push({ path: [...at, 'pay'], message: `step "${form.stepId}" has no order-options block: a form that pays charges the option the visitor picks there` });
    }
    const raw = funnel.steps[form.stepId]?.on[form.block.event];
    if (raw === undefined || Array.isArray(raw) || normalizeTransition(raw).target === undefined) {
      issues.push({
        path: ['steps', form.stepId, 'on', form.block.event],
        message: 'a form that pays leads to one step ("target"): Stripe sends the visitor there once they have paid',
      });
    } else if (normalizeTransition(raw).delay !== undefined) {
      issues.push({ path: ['steps', form.stepId, 'on', form.block.event, 'delay'], message: 'a form that pays goes to Stripe’s checkout page at once: it has no delay to wait for' });
    }
  }

  // Every price the funnel shows is one it may charge: in minor units, in one currency Stripe takes.
  const priced: { at: (string | number)[]; currency: string; given: 'price' | 'amount'; priceKey: string }[] = [];
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    step.blocks.forEach((block, index) => {
      const at = ['steps', stepId, 'blocks', index];
      if (block.type === 'order-options') {
        block.options.forEach((option, o) => {
          priced.push({ at: [...at, 'options', o], currency: block.currency, given: option.amount === undefined ? 'price' : 'amount', priceKey: 'price' });
        });
      }
      if (block.type === 'order-bump') priced.push({ at, currency: block.currency, given: block.amount === undefined ? 'price' : 'amount', priceKey: 'price' });
      if (block.type === 'upsell') priced.push({ at, currency: block.currency, given: block.regularAmount === undefined ? 'price' : 'amount', priceKey: 'regularPrice' });
    });
  }
  const currency = first?.options?.currency ?? priced[0]?.currency ?? 'USD';
  if (!STRIPE_CURRENCIES.has(currency) && first !== undefined) {
    issues.push({
      path: ['steps', first.stepId, 'blocks', first.options === undefined ? first.index : funnel.steps[first.stepId]?.blocks.indexOf(first.options) ?? first.index, 'currency'],
      message: `${currency} is not a currency Stripe charges in (docs.stripe.com/currencies), so this funnel cannot take payment in it`,
    });
  }
  for (const entry of priced) {
    if (entry.given === 'price') {
      const unit = entry.priceKey === 'price' ? 'amount' : 'regularAmount';
      issues.push({
        path: [...entry.at, entry.priceKey],
        message: `this funnel takes payment, so each price is charged as written: give "${unit}" in the currency’s minor unit (a whole number: 1800 for 18.00) instead of "${entry.priceKey}"`,
      });
    }
    const blockAt = entry.at.slice(0, 4);
    if (entry.currency !== currency && (entry.at.length === 4 || entry.at[5] === 0)) {
      issues.push({ path: [...blockAt, 'currency'], message: `${entry.currency}, but this funnel takes payment in ${currency}: one currency a funnel, as one Stripe checkout charges one` });
    }
  }

  // The upsell is charged to the card the visitor has just paid with: it must come after a paid step.
  const paidSteps = new Set(forms.map((form) => form.stepId));
  const beforePaying = reachableAvoiding(funnel, paidSteps);
  for (const { stepId, index, block } of upsellSteps(funnel)) {
    const at = ['steps', stepId, 'blocks', index];
    if (beforePaying.has(stepId) && !paidSteps.has(stepId)) {
      issues.push({
        path: at,
        message: `step "${stepId}" offers an upsell that a visitor can reach without paying first: a one-click upsell is charged to the card of a paid step (${[...paidSteps].join(', ')}), so it must come after one`,
      });
    }
    const amount = upsellAmount(block);
    if (amount !== undefined && !Number.isInteger(amount)) {
      issues.push({
        path: [...at, 'discountPercent'],
        message: `${String(block.discountPercent)}% off ${String(block.regularAmount)} is ${String(amount)}, not a whole number of minor units: choose a regular amount or discount that charges a whole amount`,
      });
    }
    if (!('event' in block.accept)) {
      issues.push({ path: [...at, 'accept'], message: 'on a funnel that takes payment the accept button charges the offer: give it an "event" whose step it leads to' });
    } else {
      const raw = funnel.steps[stepId]?.on[block.accept.event];
      if (raw === undefined || Array.isArray(raw) || normalizeTransition(raw).target === undefined) {
        issues.push({
          path: ['steps', stepId, 'on', block.accept.event],
          message: 'the upsell’s accept charges the offer and leads to one step ("target"), where the visitor sees what was charged',
        });
      }
    }
  }

  // A purchase is a payment Stripe has confirmed: the worker's thank-you page sends it, from the order's record.
  funnel.tracking.events.forEach((entry, index) => {
    if (entry.event === 'purchase') {
      issues.push({
        path: ['tracking', 'events', index, 'event'],
        message:
          'this funnel takes payment, so its purchase is sent by the thank-you page for each order Stripe says is paid, with the order’s id (docs/payments.md); a purchase in the tracking plan would also count visits that paid nothing',
      });
    }
  });
  return issues;
}
