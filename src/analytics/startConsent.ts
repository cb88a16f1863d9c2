import { choiceCookie, effectiveChoice, type ConsentChoice } from './consentChoice.ts';
import { BANNER_ATTRIBUTE, CONSENT_ATTRIBUTE, CONSENT_CHANGE_EVENT, CONSENT_MARKS, type BannerState } from './consentPage.ts';
import { consentSignals, ga4CookieNames, GA4_CONFIG, tagAddress } from './ga4.ts';

/** What the head script needs of the page's window; jsdom's window in a test. */
export type ConsentWindow = Pick<Window & typeof globalThis, 'document' | 'location' | 'navigator' | 'addEventListener' | 'dispatchEvent' | 'setTimeout' | 'Element' | 'Event'> & {
  dataLayer?: unknown[];
  gtag?: (...command: unknown[]) => void;
  requestIdleCallback?: (callback: () => void) => unknown;
};

/**
 * The consent head script, run at the top of every page's <head> when a
 * measurement ID is configured: before anything is painted it puts the
 * visitor's choice on <html> (so CSS shows the banner, or not, from the
 * first paint), tells Consent Mode that everything is denied until a
 * choice, and listens for the banner's and the footer's buttons, so they
 * work before the app has started. Google's tag is loaded only once the
 * visitor accepts (at once after Accept; after the page has loaded on a
 * later visit), and nothing is sent before. A browser sending Global
 * Privacy Control counts as having refused; an answer given here wins.
 */
export function startConsent(win: ConsentWindow, measurementId: string): void {
  const { document } = win;
  const html = document.documentElement;
  const layer = (win.dataLayer ??= []);
  // gtag.js reads its commands as `arguments` objects, not arrays: the shape of Google's own snippet.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores commands pushed as arrays
    layer.push(arguments);
  };
  const gtag = win.gtag;
  gtag('consent', 'default', consentSignals('denied'));

  let tagAsked = false;
  const loadTag = () => {
    if (tagAsked) return;
    tagAsked = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = tagAddress(measurementId);
    document.head.append(script);
  };
  /** After the page has loaded and the browser is idle: a returning visitor's page is not slowed by the tag. */
  const loadTagLater = () => {
    const idle = () => (win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 1)))(loadTag);
    if (document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  };
  let configured = false;
  const grant = (now: boolean) => {
    gtag('consent', 'update', consentSignals('granted'));
    if (!configured) {
      configured = true;
      gtag('js', new Date());
      gtag('config', measurementId, GA4_CONFIG);
    }
    if (now) loadTag();
    else loadTagLater();
  };
  const withdraw = () => {
    gtag('consent', 'update', consentSignals('denied'));
    // GA4's cookies sit on the site's highest domain (the tag's cookie_domain 'auto'), or on the host itself.
    const secure = win.location.protocol === 'https:';
    const hostParts = win.location.hostname.split('.');
    const domains = hostParts.map((_part, index) => hostParts.slice(index).join('.')).filter((domain) => domain.includes('.'));
    for (const name of ga4CookieNames(measurementId)) {
      for (const domain of ['', ...domains.map((domain) => `; Domain=${domain}`)]) {
        document.cookie = `${name}=; Path=/; Max-Age=0${domain}${secure ? '; Secure' : ''}`;
      }
    }
  };

  // Global Privacy Control (navigator.globalPrivacyControl) is not in TypeScript's DOM types yet.
  const gpc = 'globalPrivacyControl' in win.navigator && win.navigator.globalPrivacyControl === true;
  const holds = effectiveChoice(document.cookie, gpc);
  html.setAttribute(CONSENT_ATTRIBUTE, holds ?? 'unset');
  if (holds === undefined) html.setAttribute(BANNER_ATTRIBUTE, 'ask' satisfies BannerState);
  if (holds === 'granted') grant(false);

  const focus = (selector: string) => {
    const target = document.querySelector<HTMLElement>(selector);
    target?.focus({ preventScroll: true });
  };
  const choose = (choice: ConsentChoice) => {
    const was = html.getAttribute(CONSENT_ATTRIBUTE);
    document.cookie = choiceCookie(choice, win.location.protocol === 'https:');
    html.setAttribute(CONSENT_ATTRIBUTE, choice);
    html.setAttribute(BANNER_ATTRIBUTE, 'done' satisfies BannerState);
    if (choice === 'granted' && was !== 'granted') grant(true);
    if (choice === 'denied' && was === 'granted') withdraw();
    // The button pressed is hidden now: focus goes to the confirmation that replaced it, which is read out.
    focus(`[${CONSENT_MARKS.done}]`);
    win.dispatchEvent(new win.Event(CONSENT_CHANGE_EVENT));
  };

  // Where Hide sends focus back to: the footer button that opened the banner, else the top of the page's content.
  let opener: HTMLElement | null = null;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    const choice = target?.closest(`[${CONSENT_MARKS.choice}]`)?.getAttribute(CONSENT_MARKS.choice);
    if (choice === 'granted' || choice === 'denied') {
      choose(choice);
      return;
    }
    const openButton = target?.closest<HTMLElement>(`[${CONSENT_MARKS.open}]`);
    if (openButton) {
      opener = openButton;
      html.setAttribute(BANNER_ATTRIBUTE, 'ask' satisfies BannerState);
      focus(`[${CONSENT_MARKS.question}]`);
      return;
    }
    if (target?.closest(`[${CONSENT_MARKS.hide}]`)) {
      html.removeAttribute(BANNER_ATTRIBUTE);
      // Back where the visitor came from, or where a page's keyboard journey starts: never lost on <body>.
      if (opener?.isConnected === true) opener.focus({ preventScroll: true });
      else focus('main');
      opener = null;
    }
  });
}
