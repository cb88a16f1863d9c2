import type { Funnel } from '../../schemas/funnel.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { DEFAULT_KEEP_DAYS } from '../engine/delivery/protocol.ts';
import { stepUrl } from '../engine/stepRoutes.ts';

/** One form that sends what a visitor types somewhere, as the privacy page states it (from the funnel file). */
export interface LeadFact {
  /** The funnel's title and the form's heading, as the visitor saw them. */
  funnel: string;
  form: string;
  /** The step's address. */
  page: string;
  /** Its fields' labels, as the form shows them. */
  fields: string[];
  /** `worker`: kept in the site's own database, for `keepDays`; `webhook`: sent from the browser straight to `forwardedTo`. */
  to: 'worker' | 'webhook';
  keepDays: number | undefined;
  /** The host the submission is forwarded or posted to, if any. */
  forwardedTo: string | undefined;
}

/** Every delivering form of these funnels, for the privacy page (the build hands them to it as virtual:lead-facts). */
export function leadFacts(funnels: readonly Funnel[]): LeadFact[] {
  return funnels.flatMap((funnel) =>
    deliveringForms(funnel).map(({ stepId, block, delivery, fields }) => ({
      funnel: funnel.title,
      form: block.heading,
      page: stepUrl(funnel, stepId),
      fields: fields.map((field) => field.label),
      to: delivery.to,
      keepDays: delivery.to === 'worker' ? (delivery.keepDays ?? DEFAULT_KEEP_DAYS) : undefined,
      forwardedTo: delivery.webhook === undefined ? undefined : new URL(delivery.webhook).host,
    })),
  );
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
  const what = `What you type into it (${listed(fact.fields.map((label) => label.toLowerCase()))}), with when you sent it, the page, the version of the page you were shown if it was being split-tested, and your answer to the cookie banner.`;
  if (fact.to === 'webhook') {
    return {
      what,
      where: `Sent from your browser straight to ${fact.forwardedTo ?? 'the form’s own service'}, which keeps it under its own terms; this site keeps no copy.`,
    };
  }
  const kept = `Kept in this site’s own database, at Cloudflare (D1), for ${days(fact.keepDays ?? DEFAULT_KEEP_DAYS)}, then deleted.`;
  return { what, where: fact.forwardedTo === undefined ? kept : `${kept} A copy is sent to ${fact.forwardedTo}, the tool that handles enquiries, which keeps it under its own terms.` };
}
