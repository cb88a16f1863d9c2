import { expect, test } from './studioServer.ts';

test.describe('a step’s preview in the studio', () => {
  test('keeps the page’s own layout: the phone’s checkout bar sticks to the foot of the screen, and a click on it selects its block', async ({ page, studio }) => {
    await page.goto(`${studio.url}/__studio/skincare`);
    await expect(page.getByRole('status').first()).toHaveText(/Saved/);
    await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'order', exact: true }).click();
    const preview = page.frameLocator('iframe[title="Preview of the order step"]');
    // The order step's cta (its 6th block) decides, with the trust badges under it: on a phone it stays at the
    // foot of the screen until the page reaches its place, as on the site, marks and all.
    const checkout = preview.getByText('Proceed to Secure Checkout');
    await expect(checkout).toBeInViewport();
    const bar = preview.locator('[data-studio-block="5"]');
    await expect(bar).toHaveCSS('position', 'sticky');
    await expect(bar).toBeInViewport();

    await checkout.click();
    await expect(page.getByRole('button', { name: /^cta/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the step previews of a long funnel', () => {
  test('load the steps in sight, and a step out of sight when the previews are scrolled to it', async ({ page, studio }) => {
    // At 900 px a single phone preview fits, in part, beside the steps and the inspector.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`${studio.url}/__studio/northwind-coffee`);
    await expect(page.getByRole('status').first()).toHaveText(/Saved/);
    await expect(page.frameLocator('iframe[title="Preview of the landing step"]').locator('[data-studio-block]').first()).toBeVisible();
    // brew, out of sight, is not asked of the dev server (one at a time, it would be the next to load), nor any after it.
    const brew = page.locator('iframe[title="Preview of the brew step"]');
    await expect(brew).not.toHaveAttribute('src');
    await expect(page.locator('iframe[src]')).toHaveCount(1);
    await brew.scrollIntoViewIfNeeded();
    await expect(brew).toHaveAttribute('src', /^\/funnels\/northwind-coffee\/brew\b/);
  });
});
