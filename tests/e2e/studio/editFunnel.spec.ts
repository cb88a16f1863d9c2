import type { Page } from '@playwright/test';
import { expect, test } from './studioServer.ts';

// One dev server per worker: these tests share it, one after another.
test.describe.configure({ mode: 'default' });

const HEADING = 'Wake up to brighter, even-toned skin';

/** The studio on a funnel, once its file is loaded and its first preview has drawn its page. */
async function openStudio(page: Page, url: string, slug: string) {
  await page.goto(`${url}/__studio/${slug}`);
  await expect(page.getByRole('status').first()).toHaveText(/Saved|Not written/);
}

test.describe('the funnel studio', () => {
  test('a heading changed in the form is one changed line in the file, and undo puts the file back', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    await openStudio(page, studio.url, 'skincare');
    await page.getByRole('button', { name: /^hero/ }).click();
    const heading = page.getByRole('textbox', { name: /^heading/ });
    await expect(heading).toHaveValue(HEADING);

    await heading.fill('Wake up to a brighter you');
    const line = original.split('\n').find((text) => text.includes(`"heading": "${HEADING}"`)) ?? '';
    await expect.poll(() => studio.gitDiff('skincare')).toEqual([`-${line}`, `+${line.replace(HEADING, 'Wake up to a brighter you')}`]);
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => studio.readFunnel('skincare')).toBe(original);
    await expect(heading).toHaveValue(HEADING);
    // Redo from the keyboard, wherever the focus is.
    await page.keyboard.press('Control+Shift+Z');
    await expect(heading).toHaveValue('Wake up to a brighter you');
    await expect.poll(() => studio.gitDiff('skincare')).toHaveLength(2);
  });

  test('a click on a block in a step’s preview selects that block, and its form', async ({ page, studio }) => {
    await openStudio(page, studio.url, 'skincare');
    await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'order', exact: true }).click();
    await page.frameLocator('iframe[title="Preview of the order step"]').getByText('2 Bottles').click();
    await expect(page.getByRole('button', { name: /^order-options/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: /^legend/ })).toHaveValue('Choose your supply');
  });

  test('an invalid price shows the check’s own line at its field and in the list, and nothing is written', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    await openStudio(page, studio.url, 'skincare');
    // Selected from the step's list of blocks, as a keyboard user would.
    await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'order', exact: true }).click();
    await page.getByRole('button', { name: /^order-options/ }).click();
    const price = page.getByRole('spinbutton', { name: /^price/ }).first();
    await price.fill('-5');

    const line = 'funnels/skincare.json: steps.order.blocks[2].options[0].price: must be at least 0 (exclusive), found -5';
    await expect(page.getByRole('status').first()).toHaveText('Not written: 1 problem stands');
    await expect(price).toHaveAccessibleDescription(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('region', { name: /1 problem/ }).getByRole('listitem')).toHaveText([line]);
    expect(studio.readFunnel('skincare')).toBe(original);
  });

  test('a file changed outside the studio is loaded when nothing is unsaved, and offered when something is', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    await openStudio(page, studio.url, 'skincare');
    await page.getByRole('button', { name: /^hero/ }).click();
    const heading = page.getByRole('textbox', { name: /^heading/ });
    await expect(heading).toHaveValue(HEADING);

    studio.writeFunnel('skincare', original.replace(HEADING, 'Edited in another editor'));
    await expect(heading).toHaveValue('Edited in another editor');

    // An edit that cannot be written yet is unsaved: a change on disk now is announced, not loaded over it.
    await page.getByRole('textbox', { name: /^heading/ }).fill('');
    await expect(page.getByRole('status').first()).toHaveText(/Not written/);
    studio.writeFunnel('skincare', original.replace(HEADING, 'Edited again outside'));
    const conflict = page.getByRole('alert').filter({ hasText: 'changed outside the studio' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Load the file from disk' }).click();
    await expect(heading).toHaveValue('Edited again outside');
    expect(studio.readFunnel('skincare')).toBe(original.replace(HEADING, 'Edited again outside'));
  });
});
