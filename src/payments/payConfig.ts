import type { FormField } from '../../schemas/formField.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import type { Site } from '../../schemas/site.ts';
import { experimentTable, type ExperimentTable } from '../engine/experiments/experimentTable.ts';
import { normalizeTransition } from '../engine/normalizeTransition.ts';
import { payingForms, receiptSteps, upsellAmount, upsellSteps } from '../engine/payments/payingForms.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import type { FormWords } from '../i18n/FormWords.ts';
import { englishEverywhere, type WordsAt } from '../leads/leadForms.ts';

/** One thing a visitor can buy, as the worker charges it: the config's own entry, in minor units. */
export interface Sellable {
  id: string;
  title: string;
  amount: number;
}

/** A paying order form, as the build writes it into `_worker.js`: plain data, so the worker reads no config. */
export interface PayForm {
  slug: string;
  step: string;
  /** The step's own address, which the form posts to and Stripe's cancel returns to. */
  path: string;
  /** The form's event, posted as `_form`. */
  form: string;
  fields: FormField[];
  currency: string;
  /** The order options: the radio group's name and what each option charges. */
  choice: { name: string; options: Sellable[] };
  /** The order bumps beside it, each a checkbox of its name, a line of the same checkout when ticked. */
  bumps: (Sellable & { name: string })[];
  /** Where Stripe sends the visitor once they have paid: the step the form's event leads to. */
  next: string;
  /** Whether a one-click upsell follows, so the card is saved for it (setup_future_usage). */
  saveCard: boolean;
  experiments: ExperimentTable['experiments'];
  /** What the worker says of this form, in its page's language. */
  words: FormWords;
}

/** A one-click upsell step: its Yes is a post of `_form` = its accept event to the step's address. */
export interface UpsellOffer {
  slug: string;
  step: string;
  path: string;
  event: string;
  item: Sellable;
  currency: string;
  /** Where Yes leads once charged. */
  next: string;
  /** What the worker says of the offer, in its page's language. */
  words: FormWords;
}

export interface PayConfig {
  forms: PayForm[];
  upsells: UpsellOffer[];
  /** The final steps of paying funnels: their pages say what was charged, from the site's own record. */
  receipts: string[];
  /** Each receipt page's words and language, by its address: its amounts are written as that page writes them. */
  receiptWords: Record<string, FormWords>;
}

const targetOf = (funnel: Funnel, stepId: string, event: string): string | undefined => {
  const raw = funnel.steps[stepId]?.on[event];
  const target = raw === undefined ? undefined : normalizeTransition(raw).target;
  return target === undefined ? undefined : stepUrl(funnel, target);
};

/** What the worker of these funnels charges (checkPayment has made sure each is whole). */
export function payConfig(funnels: readonly Funnel[], site: Pick<Site, 'experiments'> | undefined, wordsAt: WordsAt = englishEverywhere): PayConfig {
  const config: PayConfig = { forms: [], upsells: [], receipts: [], receiptWords: {} };
  for (const funnel of funnels) {
    const forms = payingForms(funnel);
    if (forms.length === 0) continue;
    const upsells = upsellSteps(funnel);
    for (const found of forms) {
      const { options } = found;
      const next = targetOf(funnel, found.stepId, found.block.event);
      if (options === undefined || next === undefined) continue;
      config.forms.push({
        slug: funnel.slug,
        step: found.stepId,
        path: stepUrl(funnel, found.stepId),
        form: found.block.event,
        fields: found.block.fields,
        currency: options.currency,
        choice: { name: options.name, options: options.options.map((option) => ({ id: option.id, title: option.title, amount: option.amount ?? 0 })) },
        bumps: found.bumps.map((bump) => ({ name: bump.name, id: bump.name, title: bump.title, amount: bump.amount ?? 0 })),
        next,
        saveCard: upsells.length > 0,
        experiments: site?.experiments.enabled === false ? [] : experimentTable(funnel).experiments,
        words: wordsAt(stepUrl(funnel, found.stepId)),
      });
    }
    for (const { stepId, block } of upsells) {
      const amount = upsellAmount(block);
      const next = 'event' in block.accept ? targetOf(funnel, stepId, block.accept.event) : undefined;
      if (amount === undefined || next === undefined || !('event' in block.accept)) continue;
      config.upsells.push({
        slug: funnel.slug,
        step: stepId,
        path: stepUrl(funnel, stepId),
        event: block.accept.event,
        item: { id: `upsell-${stepId}`, title: block.heading, amount },
        currency: block.currency,
        next,
        words: wordsAt(stepUrl(funnel, stepId)),
      });
    }
    for (const stepId of receiptSteps(funnel)) {
      const receipt = stepUrl(funnel, stepId);
      config.receipts.push(receipt);
      config.receiptWords[receipt] = wordsAt(receipt);
    }
  }
  return config;
}

/** The addresses the worker must run on for payments: each paying step, upsell, receipt, and Stripe's webhook. */
export function payRoutes(config: PayConfig): string[] {
  if (config.forms.length === 0) return [];
  return [...config.forms.map((form) => form.path), ...config.upsells.map((upsell) => upsell.path), ...config.receipts, WEBHOOK_PATH];
}

/** Where Stripe posts its events (the dashboard's webhook endpoint: https://<origin>/stripe/webhook). */
export const WEBHOOK_PATH = '/stripe/webhook';
