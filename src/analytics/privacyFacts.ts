import type { Site } from '../../schemas/site.ts';
import { COOKIE_MAX_AGE, ID_COOKIE, markerCookie, OFF_COOKIE } from '../engine/experiments/visitorCookies.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from './consentChoice.ts';
import { ga4CookieNames, GA4_COOKIE_MAX_AGE } from './ga4.ts';

/** One thing the site keeps in the visitor's browser. */
export interface StoredItem {
  names: string[];
  why: string;
  /** How long it lasts, in words (6 months, 1 year). */
  lasts: string;
  /** When it is set, where not on every visit. */
  when?: string;
}

/** One party a visit's data reaches beyond this site. */
export interface Recipient {
  who: string;
  what: string;
  when: string;
}

/** What the site does, as config and code say it: the privacy page's facts. */
export interface PrivacyFacts {
  stored: StoredItem[];
  sent: Recipient[];
  /** True when there is a choice to change (the site measures with GA4). */
  choice: boolean;
}

/** The configuration the facts depend on, and nothing else. */
export interface PrivacyInputs {
  /** With `client`, a client's site (sites/<key>.json), whose funnels are real, not the portfolio's demos. */
  site: Pick<Site, 'analytics' | 'experiments'> & { client?: object | undefined };
  /** True when some funnel runs a split test. */
  splitTests: boolean;
  /** True when a page shows other websites' icons (the favicon service). */
  favicons: boolean;
}

/** 182 days reads "6 months", 365 "1 year", 395 "13 months". */
export function lifetime(seconds: number): string {
  const days = seconds / 86_400;
  if (Math.abs(days - 365) < 1) return '1 year';
  const months = Math.round(days / (365 / 12));
  return months === 1 ? '1 month' : `${String(months)} months`;
}

/**
 * Everything the privacy page states, derived from the config and from the
 * constants the code itself uses (the cookies' names and lifetimes), so the
 * page cannot name a cookie the site does not set or miss one it does.
 */
export function privacyFacts({ site, splitTests, favicons }: PrivacyInputs): PrivacyFacts {
  const measurementId = site.analytics.measurementId;
  // The portfolio's funnels are demos, where nothing is really sold; a client's are its own.
  const demo = site.client === undefined;
  const stored: StoredItem[] = [];
  const sent: Recipient[] = [];
  if (measurementId !== undefined) {
    stored.push({
      names: [CONSENT_COOKIE],
      why: 'Your answer to the cookie banner, Accept or Reject, so you are not asked again on every page.',
      lasts: lifetime(CONSENT_MAX_AGE),
      when: 'Once you answer.',
    });
  }
  if (site.experiments.enabled && splitTests) {
    stored.push({
      names: [ID_COOKIE, markerCookie('<experiment>', '<version>')],
      why: `A random number, which picks the version of ${demo ? 'a demo funnel’s page' : 'a page'} you see while it is split-tested, and the version it picked, so you see the same one on each visit. It says nothing about you and is never sent anywhere. Visiting with ?experiments=off removes it.`,
      lasts: lifetime(COOKIE_MAX_AGE),
      when: 'On your first visit to a split-tested funnel.',
    });
    stored.push({
      names: [OFF_COOKIE],
      why: 'That you asked for no split tests (?experiments=off): every funnel then shows its original page.',
      lasts: lifetime(COOKIE_MAX_AGE),
      when: 'Only if you ask.',
    });
  }
  if (measurementId !== undefined) {
    stored.push({
      names: ga4CookieNames(measurementId),
      why: 'Google Analytics’ random id for your browser, and for your current visit, so that the pages of one visit are counted as one.',
      lasts: lifetime(GA4_COOKIE_MAX_AGE),
      when: 'Only after you accept; deleted if you later reject.',
    });
    sent.push({
      who: 'Google Analytics (Google Ireland Limited in the EEA, the UK and Switzerland; Google LLC elsewhere)',
      what: `The address and title of each page you view; ${demo ? 'on a demo funnel, each step you reach and what you choose there (an option and its price: nothing is really sold)' : 'on a funnel, each step you reach and what you choose there'}, and which version of a split test you were shown. With any request, your browser also sends its kind, language and screen size, and your IP address, from which Google estimates your city and then discards it. Nothing you type into a form is ever sent.`,
      when: 'Only after you accept. Before you answer, and after you reject, nothing is sent and Google’s code is not even loaded.',
    });
  }
  if (favicons) {
    sent.push({
      who: 'Google’s favicon service (www.google.com)',
      what: 'The home and showcase pages show the icons of websites I built, which your browser fetches from Google, as it would any picture from another site: Google sees the request and your IP address. Nothing is stored.',
      when: 'When you view those pages.',
    });
  }
  return { stored, sent, choice: measurementId !== undefined };
}
