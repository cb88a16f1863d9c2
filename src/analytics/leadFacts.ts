import type { Funnel } from '../../schemas/funnel.ts';
import type { Site } from '../../schemas/site.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { payingForms } from '../engine/payments/payingForms.ts';
import { DEFAULT_KEEP_DAYS } from '../engine/delivery/protocol.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { fillMessage } from '../i18n/fillMessage.ts';
import { pluralMessage } from '../i18n/pluralMessage.ts';
import type { PrivacyWords } from '../i18n/Words.ts';

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

/** a, b, and c: the language's own way of listing (Intl.ListFormat). */
function listed(words: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
}

/** 180 → "180 days"; whole years read as years. */
function days(count: number, words: PrivacyWords, language: string): string {
  return count % 365 === 0 ? pluralMessage(words.privacy.years, count / 365, language) : pluralMessage(words.privacy.days, count, language);
}

/** What the privacy page says of one delivering form, in the page's words: what it keeps, and where and for how long. */
export function leadFactText(fact: LeadFact, words: PrivacyWords, language: string): { what: string; where: string } {
  const says = words.privacy;
  // Only what a lead of this site holds: a site with no banner or no split test keeps no answer or version.
  const alongside = [says.keptSent, says.keptPage, ...(fact.splitTested ? [says.keptVersion] : []), ...(fact.banner ? [says.keptAnswer] : [])];
  const fields = listed(
    fact.fields.map((label) => label.toLocaleLowerCase(language)),
    language,
  );
  if (fact.to === 'stripe') {
    return { what: fillMessage(fact.splitTested ? says.paidWhatSplit : says.paidWhat, { fields }), where: says.paidWhere };
  }
  const what = fillMessage(says.formWhat, { fields, kept: listed(alongside, language) });
  if (fact.to === 'webhook') return { what, where: fillMessage(says.webhookWhere, { host: fact.forwardedTo ?? says.webhookOwnService }) };
  const where = fillMessage(says.keptWhere, { days: days(fact.keepDays ?? DEFAULT_KEEP_DAYS, words, language) });
  return { what, where: fact.forwardedTo === undefined ? where : `${where} ${fillMessage(says.forwardedWhere, { host: fact.forwardedTo })}` };
}
