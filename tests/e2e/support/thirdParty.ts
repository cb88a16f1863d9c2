/**
 * Requests that leave the site (today: the favicon service) answered by the
 * test, so a run does not depend on the network of the machine it runs on.
 */
import type { Page, Request, Route } from '@playwright/test';

const STUB_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="24" fill="#0F766E"/></svg>';

/** True for a request to anywhere but the site under test. */
export function isThirdParty(url: string, siteOrigin: string): boolean {
  return new URL(url).origin !== siteOrigin;
}

export type ThirdPartyMode = 'serve' | 'abort' | { delayMs: number };

/**
 * Routes every request to another origin: `serve` answers with a small icon
 * (a reachable favicon service), `abort` fails it (an unreachable one), and
 * `{ delayMs }` answers with the icon only after that long (a slow one).
 */
export async function routeThirdParty(page: Page, siteOrigin: string, mode: ThirdPartyMode): Promise<void> {
  await page.route(
    (url) => url.origin !== siteOrigin,
    async (route: Route, request: Request) => {
      if (mode === 'abort') {
        await route.abort('internetdisconnected');
        return;
      }
      if (typeof mode === 'object') await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
      if (request.resourceType() !== 'image') {
        await route.abort('blockedbyclient');
        return;
      }
      await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STUB_ICON }).catch(() => undefined);
    },
  );
}
