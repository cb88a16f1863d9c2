/**
 * The consent banner's state, kept on <html> by the head script so that CSS
 * shows the right part of the banner from the first paint, before and
 * without the app: `data-consent` is the choice that holds (granted, denied
 * or unset) and `data-consent-banner` what the banner shows (ask, done, or
 * nothing). The app and the tests read the same attributes.
 */
import type { ConsentChoice } from './consentChoice.ts';

/** The privacy page's address: the banner and every footer link to it. */
export const PRIVACY_PATH = '/privacy';

/** Where the build keeps the consent head script, which the prerender writes inline into every page. */
export const CONSENT_SCRIPT_PATH = '/analytics/consent.js';

export const CONSENT_ATTRIBUTE = 'data-consent';
export const BANNER_ATTRIBUTE = 'data-consent-banner';
/** The event the head script fires on window when the visitor's choice changes. */
export const CONSENT_CHANGE_EVENT = 'consentchange';

/** Marks on the banner's and footer's elements, which the head script's one click listener looks for. */
export const CONSENT_MARKS = {
  /** A button choosing: its value is granted or denied. */
  choice: 'data-consent-choice',
  /** The footer's "Cookie settings": opens the banner again. */
  open: 'data-consent-open',
  /** The confirmation's "Hide". */
  hide: 'data-consent-hide',
  /** The banner's question, focused when it opens from the footer. */
  question: 'data-consent-question',
  /** The confirmation, focused after a choice (the button pressed is gone). */
  done: 'data-consent-done',
} as const;

export type BannerState = 'ask' | 'done';

/** The choice the page holds, as the head script set it; undefined before a choice (or with no head script: no JavaScript, no ID). */
export function pageChoice(root: Element): ConsentChoice | undefined {
  const value = root.getAttribute(CONSENT_ATTRIBUTE);
  return value === 'granted' || value === 'denied' ? value : undefined;
}
