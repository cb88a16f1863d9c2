/**
 * The visitor's answer to the consent banner, kept in a first-party cookie:
 * a cookie rather than localStorage so that the edge (a worker storing a
 * lead with the consent it was given under) and a benchmark can read it too.
 */
import { cookieString, readCookie } from '../engine/experiments/visitorCookies.ts';

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_COOKIE = 'consent';

/** Six months: long enough not to ask on every visit, short enough that an answer is asked again twice a year. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;

/** The choice a Cookie header or document.cookie holds; undefined when none (or not one of the two). */
export function storedChoice(cookies: string): ConsentChoice | undefined {
  const value = readCookie(cookies, CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : undefined;
}

/** The Set-Cookie line that keeps a choice for CONSENT_MAX_AGE. */
export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  return cookieString(CONSENT_COOKIE, choice, CONSENT_MAX_AGE, secure);
}

/**
 * What holds for this visit: an answer given on this site, else a refusal
 * when the browser sends Global Privacy Control, else nothing yet (the banner asks).
 */
export function effectiveChoice(cookies: string, globalPrivacyControl: boolean): ConsentChoice | undefined {
  return storedChoice(cookies) ?? (globalPrivacyControl ? 'denied' : undefined);
}
