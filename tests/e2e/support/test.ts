/**
 * The suite's `test`: Playwright's, with a circuit breaker on history in every
 * page. A page that pushes history entries on its own without end (the URL and
 * the funnel machine echoing each other) floods the browser and starves every
 * later assertion until the test times out. The breaker stops it after
 * RUNAWAY_LIMIT pushes by making pushState throw (React Router rethrows a
 * DataCloneError, so the app stops), and marks the page so a test can say what
 * happened. No honest page comes near the limit: a whole funnel walk pushes a
 * handful of entries.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { OFF_COOKIE } from '../../../src/engine/experiments/visitorCookies.ts';

export const RUNAWAY_LIMIT = 50;
const RUNAWAY_MARK = 'e2eRunawayHistory';

/**
 * A prerendered page shows its buttons before React has attached to them: a
 * click in that moment (the page's modules still loading) does nothing, for a
 * hurried visitor as for a test. React replays clicks once hydrateRoot has
 * run, so navigations wait until it has (the container carries React's mark).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (root?.dataset.modules === undefined) return true;
    return Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export const test = base.extend<{ splitTests: 'off' | 'on' }>({
  /**
   * A new visitor gets a random variant of each split test, so a spec that
   * names a step's content would pass on half the runs: every browser starts
   * as a visitor who turned experiments off (the controls, as the file
   * writes them), unless a spec about split tests says `splitTests: 'on'`.
   */
  splitTests: ['off', { option: true }],
  page: async ({ page, javaScriptEnabled, splitTests, baseURL }, provide) => {
    if (splitTests === 'off') await page.context().addCookies([{ name: OFF_COOKIE, value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
    }
    await page.addInitScript(
      ({ limit, mark }) => {
        const push = history.pushState.bind(history);
        let pushes = 0;
        history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
          pushes += 1;
          if (pushes > limit) {
            document.documentElement.dataset[mark] = String(pushes);
            throw new DOMException(`More than ${limit} history entries pushed by one page: stopped as a runaway`, 'DataCloneError');
          }
          push(data, unused, url);
        };
      },
      { limit: RUNAWAY_LIMIT, mark: RUNAWAY_MARK },
    );
    await provide(page);
  },
});

export { expect };

/** Fails if the page tripped the history breaker. */
export async function expectNoRunawayHistory(page: Page): Promise<void> {
  const tripped = await page.evaluate((mark) => document.documentElement.dataset[mark] ?? null, RUNAWAY_MARK);
  expect(
    tripped,
    `the page kept pushing history entries on its own (more than ${RUNAWAY_LIMIT}): the address and the funnel are echoing each other`,
  ).toBeNull();
}

/**
 * Runs the tests of the describe block it is called in at one width only: for
 * behaviour the viewport cannot change (history, timing races, the HTML a
 * browser gets without script), which a second width would only repeat.
 */
export function atOneWidth(width: 'desktop' | 'phone', why: string): void {
  test.skip(({ isMobile }) => isMobile !== (width === 'phone'), `${why}: checked at the ${width} width only`);
}
