/**
 * What a page asks of Google, for the consent specs (the portfolio's consent.spec, the client sites'
 * clientSites.spec): every request that leaves the site recorded and answered here (there is no network),
 * Google's tag by a stand-in script that does nothing but say it ran, its collection endpoints by an empty 204;
 * the cookie banner; and window.dataLayer, the commands gtag.js would read on loading.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { englishWords } from '../../../src/i18n/englishWords.ts';

/** Every host Google's tag and its beacons use. */
export const GOOGLE = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$/;

/** Every request to another origin, recorded; Google's tag answered by a script that does nothing, its beacons by 204. */
export async function recordThirdParties(context: BrowserContext, origin: string): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    async (route, request: Request) => {
      seen.push(request.url());
      const host = new URL(request.url()).hostname;
      if (host === 'www.googletagmanager.com') await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagRan = true;' });
      else if (GOOGLE.test(host)) await route.fulfill({ status: 204 });
      else await route.abort('blockedbyclient');
    },
  );
  return seen;
}

export const toGoogle = (urls: readonly string[]) => urls.filter((url) => GOOGLE.test(new URL(url).hostname));

/** Whether the stand-in for Google's tag has run in the page. */
export const tagRan = (page: Page) => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan === true);

export async function gaCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));
}

/** The consent banner, named in the page's language (English's unless told). */
export const banner = (page: Page, name = englishWords.consent.label) => page.getByRole('region', { name });

/** window.dataLayer as gtag.js reads it: each command an `arguments` object, read here as a list. */
export async function gtagQueue(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((part) => (part instanceof Date ? 'Date' : part)),
    ),
  );
}
