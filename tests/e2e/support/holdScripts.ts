import type { Page } from '@playwright/test';

/**
 * Holds back every script of the app, as a slow connection does, until the returned function is called:
 * what a visitor meets before hydration is then the prerendered page, with only the head's inline scripts run.
 * Open the page with `waitUntil: 'commit'`; the held scripts hold the load event back too.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    // A document the visitor has already left drops its requests.
    await route.continue().catch(() => undefined);
  });
  return release;
}
