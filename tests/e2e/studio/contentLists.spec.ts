import { expect, test } from './studioServer.ts';

/*
 * content/'s lists in the studio: an item's field edited writes that one
 * line, and the home page's preview shows it once written.
 */

test('a service’s title edited: one line of content/services.json changes, and the home page’s preview shows it', async ({ page, studio: server }) => {
  const before = (JSON.parse(server.readContent('services') ?? '[]') as { title: string }[])[1]?.title ?? '';
  await page.goto(`${server.url}/__studio/content/services`);
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  await inspector.getByRole('button', { name: /^service 2 / }).click();
  await inspector.getByRole('region', { name: 'service 2' }).getByLabel(/^title\*?$/).fill('Product Design');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved: the file is valid');
  await expect.poll(() => server.contentDiff('services')).toEqual([`-    "title": "${before}",`, '+    "title": "Product Design",']);
  await expect(page.frameLocator('iframe[title="Preview of /"]').getByRole('heading', { name: 'Product Design' })).toBeVisible();
});
