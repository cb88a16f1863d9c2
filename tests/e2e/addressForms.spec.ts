/**
 * The other forms of a page's address (issue 50): GitHub Pages answers `/showcase.html` and
 * `/showcase/index.html` with the page itself, and Cloudflare Pages `/showcase/`. Each must stay that
 * page once its scripts start, its address bar showing the page's own address, not the 404 page the router
 * would draw for an address it does not know.
 */
import { recordConsole } from './support/portfolio.ts';
import { atOneWidth, expect, test } from './support/test.ts';

atOneWidth('desktop', 'which page an address is does not depend on the width');

const PAGES = [
  { address: '/showcase', heading: /./, name: 'the showcase' },
  { address: '/funnels/skincare/order', heading: 'Choose your supply', name: 'a funnel step' },
  { address: '/funnels/northwind-coffee/cup/espresso/fruity', heading: /./, name: 'a quiz’s answer page' },
];

for (const { address, heading, name } of PAGES) {
  for (const form of [`${address}/`, `${address}.html`, `${address}/index.html`]) {
    test(`${form} (${name}) stays that page once the app has started, at ${address}`, async ({ page }) => {
      const log = recordConsole(page);
      const own = await (await page.request.get(address)).text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(own)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      await page.goto(`${form}?utm_source=walk`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeof heading === 'string' ? heading : h1);
      // Once the app runs, it takes the page's own address, the query kept.
      await expect(page).toHaveURL(new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?utm_source=walk$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeof heading === 'string' ? heading : h1);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404');
      expect(log.appErrors()).toEqual([]);
    });
  }
}
