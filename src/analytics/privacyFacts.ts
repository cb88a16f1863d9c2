import type { Site } from '../../schemas/site.ts';
import { COOKIE_MAX_AGE, ID_COOKIE, markerCookie, OFF_COOKIE } from '../engine/experiments/visitorCookies.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from './consentChoice.ts';
import { ga4CookieNames, GA4_COOKIE_MAX_AGE } from './ga4.ts';
import { pluralMessage } from '../i18n/pluralMessage.ts';
import type { PrivacyWords } from '../i18n/Words.ts';

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
  /** The page's words and its language (BCP 47). */
  words: PrivacyWords;
  language: string;
}

/** 182 days reads "6 months", 365 "1 year", 395 "13 months" (in the page's language, by its plural rules). */
export function lifetime(seconds: number, words: PrivacyWords, language: string): string {
  const days = seconds / 86_400;
  if (Math.abs(days - 365) < 1) return pluralMessage(words.privacy.years, 1, language);
  return pluralMessage(words.privacy.months, Math.round(days / (365 / 12)), language);
}

/**
 * Everything the privacy page states, derived from the config and from the
 * constants the code itself uses (the cookies' names and lifetimes), so the
 * page cannot name a cookie the site does not set or miss one it does.
 */
export function privacyFacts({ site, splitTests, favicons, words, language }: PrivacyInputs): PrivacyFacts {
  const says = words.privacy;
  const lasts = (seconds: number) => lifetime(seconds, words, language);
  const measurementId = site.analytics.measurementId;
  // The portfolio's funnels are demos, where nothing is really sold; a client's are its own.
  const demo = site.client === undefined;
  const stored: StoredItem[] = [];
  const sent: Recipient[] = [];
  if (measurementId !== undefined) {
    stored.push({
      names: [CONSENT_COOKIE],
      why: says.consentWhy,
      lasts: lasts(CONSENT_MAX_AGE),
      when: says.consentWhen,
    });
  }
  if (site.experiments.enabled && splitTests) {
    stored.push({
      names: [ID_COOKIE, markerCookie('<experiment>', '<version>')],
      why: demo ? says.splitWhyDemo : says.splitWhy,
      lasts: lasts(COOKIE_MAX_AGE),
      when: says.splitWhen,
    });
    stored.push({
      names: [OFF_COOKIE],
      why: says.offWhy,
      lasts: lasts(COOKIE_MAX_AGE),
      when: says.offWhen,
    });
  }
  if (measurementId !== undefined) {
    stored.push({
      names: ga4CookieNames(measurementId),
      why: says.ga4Why,
      lasts: lasts(GA4_COOKIE_MAX_AGE),
      when: says.ga4When,
    });
    sent.push({
      who: says.googleWho,
      what: demo ? says.googleWhatDemo : says.googleWhat,
      when: says.googleWhen,
    });
  }
  if (favicons) {
    sent.push({
      who: says.faviconWho,
      what: says.faviconWhat,
      when: says.faviconWhen,
    });
  }
  return { stored, sent, choice: measurementId !== undefined };
}
