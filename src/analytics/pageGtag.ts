import { CONSENT_CHANGE_EVENT, pageChoice } from './consentPage.ts';
import type { GtagHost } from './mirrorToGtag.ts';

/** This page's window as the GA4 mirrors see it: the head script's gtag and the choice it keeps on <html>. */
export function pageGtag(): GtagHost {
  const page: Window & { gtag?: GtagHost['gtag'] } = window;
  return {
    get gtag() {
      return page.gtag;
    },
    location: window.location,
    granted: () => pageChoice(document.documentElement) === 'granted',
    onChange(listener) {
      window.addEventListener(CONSENT_CHANGE_EVENT, listener);
      return () => {
        window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
      };
    },
  };
}
