/**
 * Addresses the site does not have (SPEC §2 404, §8): the 404 screen with a
 * way home, the missing path logged to the console as a warning, and no error.
 */
import { escapeRegExp, expectHead, recordConsole } from './support/portfolio.ts';
import { atOneWidth, expect, test } from './support/test.ts';

/** A page, a case study, a step of a known funnel and a funnel the site does not have. */
const MISSING = ['/no-such-page', '/projects/no-such-study', '/funnels/skincare/no-such-step', '/funnels/no-such-funnel'];

// The 404 page's layout, axe and focus rings at both widths: everyPage.spec.
atOneWidth('desktop', 'which page an address gets, what is logged and where its link leads are the same at every width');

for (const path of MISSING) {
  test(`${path} shows the 404 page, logs the path as a warning, and Return to Home leads home`, async ({ page }) => {
    const log = recordConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found', exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
    // SPEC §2: with no canonical path given, the canonical link is the current path.
    await expectHead(page, { title: /404|not found/i, description: /./, path });

    await expect.poll(() => log.warnings().filter((text) => text.includes(path)), { message: `a console warning naming ${path}` }).not.toHaveLength(0);
    expect(log.appErrors()).toEqual([]);

    const home = page.getByRole('link', { name: 'Return to Home', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/^[^#?]*\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya Okafor');
  });
}
