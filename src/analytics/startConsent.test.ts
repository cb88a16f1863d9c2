// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { startConsent, type ConsentWindow } from './startConsent.ts';

const ID = 'G-7QK2M8XH4P';
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ...DENIED, analytics_storage: 'granted' };

/** A page as the prerender writes it: the banner's two parts and a footer button, in a window of its own. */
function page({ cookie = '', gpc = false, loaded = false } = {}) {
  const dom = new JSDOM(
    `<!DOCTYPE html><html><head></head><body>
      <section aria-label="Cookies on this site">
        <div><p data-consent-question tabindex="-1">Count your visit?</p>
          <button data-consent-choice="granted">Accept</button><button data-consent-choice="denied">Reject</button></div>
        <div data-consent-done tabindex="-1"><button data-consent-hide>Hide</button></div>
      </section>
      <main tabindex="-1"><a href="/order">Order Now</a></main>
      <footer><button data-consent-open>Cookie settings</button></footer>
    </body></html>`,
    { url: 'https://mayaokafor.design/funnels/skincare', pretendToBeVisual: true },
  );
  const win: ConsentWindow & typeof dom.window = dom.window;
  if (cookie !== '') for (const line of cookie.split('; ')) win.document.cookie = `${line}; Path=/`;
  if (gpc) Object.defineProperty(win.navigator, 'globalPrivacyControl', { value: true });
  if (loaded) Object.defineProperty(win.document, 'readyState', { value: 'complete' });
  const changes: string[] = [];
  win.addEventListener('consentchange', () => changes.push(win.document.documentElement.getAttribute('data-consent') ?? ''));
  startConsent(win, ID);
  const html = win.document.documentElement;
  return {
    win,
    changes,
    state: () => ({ consent: html.getAttribute('data-consent'), banner: html.getAttribute('data-consent-banner') }),
    /** The command queue as gtag.js reads it: each entry an `arguments` object. */
    queue: () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    tags: () => [...win.document.querySelectorAll('script')].map((script) => script.src),
    click: (selector: string) => {
      win.document.querySelector<HTMLElement>(selector)?.click();
    },
    focused: () => win.document.activeElement,
  };
}

const nextTask = (win: ConsentWindow) => new Promise((resolve) => win.setTimeout(resolve, 5));

describe('the consent head script', () => {
  it('before a choice: asks, tells Consent Mode everything is denied, loads nothing and sets no cookie', () => {
    const visit = page();
    expect(visit.state()).toEqual({ consent: 'unset', banner: 'ask' });
    expect(visit.queue()).toEqual([['consent', 'default', DENIED]]);
    expect(visit.tags()).toEqual([]);
    expect(visit.win.document.cookie).toBe('');
    expect(Object.prototype.toString.call(visit.win.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('on Accept: keeps the answer, sends the consent update then the config, loads Google’s tag at once, and focuses the confirmation', () => {
    const visit = page();
    visit.click('[data-consent-choice="granted"]');
    expect(visit.win.document.cookie).toBe('consent=granted');
    expect(visit.state()).toEqual({ consent: 'granted', banner: 'done' });
    const queue = visit.queue();
    expect(queue.map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', expect.any(Date)],
      ['config', ID],
    ]);
    expect(queue[1]?.[2]).toEqual(GRANTED);
    expect(queue[3]?.[2]).toEqual({ send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_expires: 34_128_000 });
    expect(visit.tags()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(visit.focused()?.hasAttribute('data-consent-done')).toBe(true);
    expect(visit.changes).toEqual(['granted']);
  });

  it('on Reject: keeps the answer, sends nothing to Consent Mode beyond the default, loads nothing', () => {
    const visit = page();
    visit.click('[data-consent-choice="denied"]');
    expect(visit.win.document.cookie).toBe('consent=denied');
    expect(visit.state()).toEqual({ consent: 'denied', banner: 'done' });
    expect(visit.queue()).toEqual([['consent', 'default', DENIED]]);
    expect(visit.tags()).toEqual([]);
    visit.click('[data-consent-hide]');
    expect(visit.state()).toEqual({ consent: 'denied', banner: null });
    // Focus is not lost on <body>: it goes to the page's content.
    expect(visit.focused()?.tagName).toBe('MAIN');
  });

  it('on a later visit after Accept: no banner, the update and config at once, the tag only once the page has loaded', async () => {
    const visit = page({ cookie: 'consent=granted' });
    expect(visit.state()).toEqual({ consent: 'granted', banner: null });
    expect(visit.queue().map((command) => command[0])).toEqual(['consent', 'consent', 'js', 'config']);
    expect(visit.tags()).toEqual([]);
    visit.win.dispatchEvent(new visit.win.Event('load'));
    await nextTask(visit.win);
    expect(visit.tags()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  });

  it('treats Global Privacy Control as a refusal, which an answer given on the site overrides', () => {
    const visit = page({ gpc: true });
    expect(visit.state()).toEqual({ consent: 'denied', banner: null });
    expect(visit.queue()).toEqual([['consent', 'default', DENIED]]);
    visit.click('[data-consent-open]');
    expect(visit.state()).toEqual({ consent: 'denied', banner: 'ask' });
    expect(visit.focused()?.hasAttribute('data-consent-question')).toBe(true);
    visit.click('[data-consent-choice="granted"]');
    expect(visit.state()).toEqual({ consent: 'granted', banner: 'done' });
    expect(visit.tags()).toHaveLength(1);
  });

  it('withdrawn from the footer: denies analytics again, deletes GA4’s cookies, and Hide returns focus to the footer', async () => {
    const visit = page({ cookie: 'consent=granted; _ga=GA1.1.123.456; _ga_7QK2M8XH4P=GS1.1.789; fx_id=0123456789abcdef0123456789abcdef', loaded: true });
    await nextTask(visit.win);
    visit.click('[data-consent-open]');
    visit.click('[data-consent-choice="denied"]');
    expect(visit.state()).toEqual({ consent: 'denied', banner: 'done' });
    expect(visit.queue().at(-1)).toEqual(['consent', 'update', DENIED]);
    expect(visit.win.document.cookie).toBe('consent=denied; fx_id=0123456789abcdef0123456789abcdef');
    expect(visit.changes).toEqual(['denied']);
    visit.click('[data-consent-hide]');
    expect(visit.focused()?.textContent).toBe('Cookie settings');
  });
});
