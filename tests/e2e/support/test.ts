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

export const RUNAWAY_LIMIT = 50;
const RUNAWAY_MARK = 'e2eRunawayHistory';

export const test = base.extend({
  page: async ({ page }, provide) => {
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
