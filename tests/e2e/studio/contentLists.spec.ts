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

test('a page’s blocks, as a funnel step’s: one added from the registry after the selected block, moved, and removed, the file following each time', async ({ page, studio: server }) => {
  const types = () => (JSON.parse(server.readContent('pages/showcase') ?? '{}') as { blocks: { type: string }[] }).blocks.map((block) => block.type);
  const before = types();
  const home = JSON.parse(server.readContent('pages/home') ?? '{}') as { blocks: { type: string; heading?: string }[] };
  const about = home.blocks.find((block) => block.type === 'about');
  await page.goto(`${server.url}/__studio/content/pages/showcase`);
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  const status = page.getByRole('banner').getByRole('status');
  await page.getByRole('navigation', { name: 'Content parts' }).getByRole('button', { name: 'Blocks' }).click();
  await inspector.getByRole('button', { name: /^hero / }).click();
  // Offered from the page file's schema, starting as the home page's own about block.
  await inspector.getByLabel('Add a block').selectOption('about');
  await expect(inspector.getByText('About the owner: a heading, a few paragraphs and key figures; added after the selected block.')).toBeVisible();
  await inspector.getByRole('button', { name: 'Add block' }).click();
  await expect(status).toHaveText('Saved: the file is valid');
  await expect.poll(types).toEqual([...before.slice(0, 2), 'about', ...before.slice(2)]);
  expect((JSON.parse(server.readContent('pages/showcase') ?? '{}') as { blocks: unknown[] }).blocks[2]).toEqual(about);
  await expect(page.frameLocator('iframe[title="Preview of /showcase"]').getByRole('heading', { name: String(about?.heading) })).toBeVisible();

  await inspector.getByRole('button', { name: 'Move about block 3 down' }).click();
  await expect.poll(types).toEqual([...before.slice(0, 3), 'about', ...before.slice(3)]);
  await inspector.getByRole('button', { name: 'Remove about block 4' }).click();
  await expect.poll(types).toEqual(before);
  expect(server.contentDiff('pages/showcase')).toEqual([]);
});
