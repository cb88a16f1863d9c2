/**
 * Google's tag as a page asks for it once consent is granted. This machine cannot reach it, so a run with
 * consent granted blocks it every time: the run measures what the site itself costs such a visitor, the
 * same on every run, not a network error that would differ from one run to the next.
 */
export const googleTagBlocked = ['https://*.googletagmanager.com/*'];
