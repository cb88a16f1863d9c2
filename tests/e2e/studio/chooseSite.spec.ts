import type { SiteList } from '../../../src/studio/api/types.ts';
import { expect, test } from './studioServer.ts';

test.describe('choosing the site the dev server serves', () => {
  // The dev server is the worker's, shared by every studio spec: whatever happens here, it serves the portfolio after.
  test.afterEach(async ({ studio, request }) => {
    const answer = await request.put(`${studio.url}/__studio/api/site`, { data: { site: null } });
    expect(answer.status()).toBe(200);
  });

  test('previews a client’s funnel at its own site’s addresses, then the portfolio’s again', async ({ page, studio, request }) => {
    await page.goto(`${studio.url}/__studio/fjord-tours`);
    const site = page.getByRole('banner').getByRole('combobox', { name: 'Site' });
    await expect(site).toHaveValue('');
    // On the portfolio, a client's funnel has no page: the studio says whose it is, and previews nothing.
    await expect(page.getByRole('main')).toContainText('Portfolio (Maya Okafor) does not hold Fjord Tours');
    await expect(page.locator('iframe[data-studio-preview]')).toHaveCount(0);

    await site.selectOption({ label: 'Fjord Tours AS' });
    const landing = page.locator('iframe[title="Preview of the landing step"]');
    await expect(landing).toHaveAttribute('src', '/?experiments=off');
    await expect(page.frameLocator('iframe[title="Preview of the landing step"]').getByRole('heading', { level: 1 })).toHaveText('En dag på fjordene, tolv gjester per båt');
    await expect(page.locator('figure[data-step="enquire"] .preview-address')).toHaveAttribute('href', '/enquire');
    expect(((await (await request.get(`${studio.url}/__studio/api/sites`)).json()) as SiteList).served).toBe('fjord-tours');

    // The list shows the served site's funnels first, at their addresses there; the others marked with their site.
    await page.getByRole('link', { name: 'Site studio' }).click();
    const cards = page.getByRole('list', { name: 'Funnels' }).getByRole('listitem');
    await expect(cards.first()).toContainText('At / on Fjord Tours AS');
    await expect(cards.filter({ hasText: 'funnels/skincare.json' })).toContainText('On Portfolio (Maya Okafor): not on the served site');

    await site.selectOption({ label: 'Portfolio (Maya Okafor)' });
    await expect(cards.filter({ hasText: 'funnels/skincare.json' })).toContainText('At /funnels/skincare');
    await expect(cards.filter({ hasText: 'funnels/fjord-tours.json' })).toContainText('On Fjord Tours AS: not on the served site');
    expect(((await (await request.get(`${studio.url}/__studio/api/sites`)).json()) as SiteList).served).toBeNull();
  });
});
