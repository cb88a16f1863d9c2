import { expect, test } from './studioServer.ts';

test.describe('renaming a step in the studio', () => {
  test('renames everything that names it in one change, only those lines; a taken id is refused with the reason; Undo puts the file back', async ({ page, studio }) => {
    const original = studio.readFunnel('cinnamon');
    await page.goto(`${studio.url}/__studio/cinnamon`);
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
    await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: /^upsell/ }).click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector.getByRole('button', { name: 'Page' }).click();
    const stepId = inspector.getByRole('textbox', { name: 'Step id' });

    await stepId.fill('landing');
    await inspector.getByRole('button', { name: 'Rename step' }).click();
    await expect(inspector.getByRole('alert')).toHaveText('There is already a step "landing".');
    expect(studio.readFunnel('cinnamon')).toBe(original);

    await stepId.fill('gift-offer');
    await stepId.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: /^gift-offer/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
    // The transition to it, its key, the tracking plan's two events and the forecast: each line as it was, the id renamed.
    const naming = original.split('\n').filter((line) => line.includes('"upsell"') && !line.includes('"type": "upsell"') && !line.includes('"path"'));
    expect(naming).toHaveLength(5);
    const byKind = (diff: string[]) => ({ removed: diff.filter((line) => line.startsWith('-')), added: diff.filter((line) => line.startsWith('+')) });
    await expect
      .poll(() => byKind(studio.gitDiff('cinnamon')))
      .toEqual({ removed: naming.map((line) => `-${line}`), added: naming.map((line) => `+${line.replaceAll('"upsell"', '"gift-offer"')}`) });

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => studio.readFunnel('cinnamon')).toBe(original);
  });
});
