import type { Funnel } from '../../schemas/funnel.ts';
import type { Site } from '../../schemas/site.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { payingForms } from '../engine/payments/payingForms.ts';
import { DEFAULT_KEEP_DAYS } from '../engine/delivery/protocol.ts';
import { stepUrl } from '../engine/stepUrl.ts';

/** One form that sends what a visitor types somewhere, as the privacy page states it (from the funnel file). */
export interface LeadFact {
  /** The funnel's title and the form's heading, as the visitor saw them. */
  funnel: string;
  form: string;
  /** The step's address. */
  page: string;
  /** Its fields' labels, as the form shows them. */
  fields: string[];
  /** `worker`: kept in the site's own database, for `keepDays`; `webhook`: sent from the browser straight to `forwardedTo`; `stripe`: an order paid on Stripe's page. */
  to: 'worker' | 'webhook' | 'stripe';
  keepDays: number | undefined;
  /** The host the submission is forwarded or posted to, if any. */
  forwardedTo: string | undefined;
  /** Whether the site asks for consent (it measures with GA4), so that a lead keeps the visitor's answer. */
  banner: boolean;
  /** Whether the funnel runs split tests, so that a lead keeps the version of the page shown. */
  splitTested: boolean;
  /** On a client's site, the language of the funnel's words: a translation's privacy page lists its own copies of the forms. */
  language?: string;
}

/**
 * Every delivering form of these funnels, for the privacy page (the build hands them to it as virtual:lead-facts).
 * `site` says whether there is a consent banner and split tests to speak of; without it, both are assumed.
 */
export function leadFacts(funnels: readonly Funnel[], site?: Pick<Site, 'analytics' | 'experiments'>): LeadFact[] {
  return funnels.flatMap((funnel) => [
    ...deliveringForms(funnel).map(({ stepId, block, delivery, fields }) => ({
      funnel: funnel.title,
      form: block.heading,
      page: stepUrl(funnel, stepId),
      fields: fields.map((field) => field.label),
      to: delivery.to,
      keepDays: delivery.to === 'worker' ? (delivery.keepDays ?? DEFAULT_KEEP_DAYS) : undefined,
      forwardedTo: delivery.webhook === undefined ? undefined : new URL(delivery.webhook).host,
      banner: site === undefined || site.analytics.measurementId !== undefined,
      splitTested: site === undefined ? true : site.experiments.enabled && funnel.experiments.length > 0,
      ...(funnel.language === undefined ? {} : { language: funnel.language }),
    })),
    // A form that takes payment (issue 58): the visitor pays on Stripe's page, and the site keeps the order.
    ...payingForms(funnel).map(({ stepId, block }) => ({
      funnel: funnel.title,
      form: block.heading,
      page: stepUrl(funnel, stepId),
      fields: block.fields.map((field) => field.label),
      to: 'stripe' as const,
      keepDays: undefined,
      forwardedTo: 'Stripe',
      banner: site === undefined || site.analytics.measurementId !== undefined,
      splitTested: site === undefined ? true : site.experiments.enabled && funnel.experiments.length > 0,
      ...(funnel.language === undefined ? {} : { language: funnel.language }),
    })),
  ]);
}

/** a, b and c */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** 180 → "180 days"; whole years read as years. */
function days(count: number): string {
  if (count % 365 === 0) return count === 365 ? '1 year' : `${String(count / 365)} years`;
  return count === 1 ? '1 day' : `${String(count)} days`;
}

/** What the privacy page says of one delivering form: what it keeps, and where and for how long. */
export function leadFactText(fact: LeadFact): { what: string; where: string } {
  // Only what a lead of this site holds: a site with no banner or no split test keeps no answer or version.
  const alongside = [
    'when you sent it',
    'the page',
    ...(fact.splitTested ? ['the version of the page you were shown if it was being split-tested'] : []),
    ...(fact.banner ? ['your answer to the cookie banner'] : []),
  ];
  const kept = alongside.length > 2 ? `${alongside.slice(0, -1).join(', ')}, and ${alongside.at(-1) ?? ''}` : alongside.join(' and ');
  const what = `What you type into it (${listed(fact.fields.map((label) => label.toLowerCase()))}), with ${kept}.`;
  if (fact.to === 'stripe') {
    return {
      what: `What you type into it (${listed(fact.fields.map((label) => label.toLowerCase()))}), what you chose and what you were charged, with Stripe’s references for the payment, when you paid${fact.splitTested ? ' and the version of the page you were shown' : ''}.`,
      where:
        'You pay on the page of Stripe, which takes the payment for this site: your card is typed there, never on this site, and Stripe keeps it under its own privacy policy (and, if a one-time offer follows, for that offer to be charged to it). Once Stripe says you have paid, this site keeps the order in its own database, at Cloudflare (D1), and a cookie (fx_order) names your order for a day, so the next pages can add to it and show what was charged.',
    };
  }
  if (fact.to === 'webhook') {
    return {
      what,
      where: `Sent from your browser straight to ${fact.forwardedTo ?? 'the form’s own service'}, which keeps it under its own terms; this site keeps no copy.`,
    };
  }
  const where = `Kept in this site’s own database, at Cloudflare (D1), for ${days(fact.keepDays ?? DEFAULT_KEEP_DAYS)}, then deleted.`;
  return { what, where: fact.forwardedTo === undefined ? where : `${where} A copy is sent to ${fact.forwardedTo}, the tool that handles enquiries, which keeps it under its own terms.` };
}
