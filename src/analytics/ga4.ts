/**
 * Google Analytics 4 as this site uses it, in one place: the tag's address,
 * the hosts the Content-Security-Policy must allow for it, Consent Mode's
 * signals and the settings the tag is configured with. The privacy page,
 * the policy and the head script all read them from here.
 */
import type { ConsentChoice } from './consentChoice.ts';

/** gtag.js for a measurement ID. */
export function tagAddress(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * The hosts Google's CSP guide lists for GA4 without Google Signals (the tag
 * is configured with signals off, below, so none of the ad hosts is needed).
 */
export const GA4_POLICY_SOURCES: Readonly<Record<'script-src' | 'img-src' | 'connect-src', readonly string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The cookies GA4 sets once a visitor accepts: `_ga` (the browser's id) and `_ga_<stream>` (the session). */
export function ga4CookieNames(measurementId: string): string[] {
  return ['_ga', `_ga_${measurementId.replace(/^G-/, '')}`];
}

/** Thirteen months, as France's CNIL asks of audience-measurement cookies (GA4's own default is two years). */
export const GA4_COOKIE_MAX_AGE = 60 * 60 * 24 * 395;

/**
 * Consent Mode v2's four signals for a choice. The banner asks about
 * measurement only and the site shows no ads, so the three ad signals stay
 * denied whatever the answer.
 */
export function consentSignals(choice: ConsentChoice): Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', ConsentChoice> {
  return { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: choice };
}

/**
 * The tag's settings: page views are sent by the site (a funnel's tracking
 * plan, a portfolio page's route), not by the tag on load, so a funnel step
 * is never counted twice; no Google Signals or ad personalisation.
 */
export const GA4_CONFIG = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  cookie_expires: GA4_COOKIE_MAX_AGE,
} as const;
