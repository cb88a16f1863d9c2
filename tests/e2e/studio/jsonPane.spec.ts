import type { Page } from '@playwright/test';
import { expect, test } from './studioServer.ts';

// One dev server per worker: these tests share it, one after another.
test.describe.configure({ mode: 'default' });

/** The studio on skincare's tracking plan, its editor loaded. */
async function openTrackingPlan(page: Page, url: string) {
  await page.goto(`${url}/__studio/skincare`);
  await expect(page.getByRole('status').first()).toHaveText(/Saved/);
  await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'Tracking plan' }).click();
  const editor = page.getByRole('textbox', { name: 'Tracking plan "tracking"' });
  await expect(editor).toContainText('"pageViews": true');
  return editor;
}

/** The cursor at the start of a line of the editor's text (after its indentation), from the keyboard. */
async function goToLine(page: Page, line: number) {
  await page.keyboard.press('Control+Home');
  for (let index = 1; index < line; index += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
}

/**
 * Enter on the offered option. CodeMirror ignores it for 75 ms after the list
 * opens (its `interactionDelay`, so that an Enter typed on the heels of a
 * letter is a new line, not a pick): a person reads the list first.
 */
async function pickOffered(page: Page) {
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
}

test.describe('the JSON panes', () => {
  test('complete a key of the schema from the keyboard, and a valid change is one changed line of the file', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    const line = original.split('\n').find((text) => text.includes('"event": "select_item"')) ?? '';
    const editor = await openTrackingPlan(page, studio.url);
    await editor.click();
    // Line 11 is select_item's `"item_list_name": "Choose your supply",`: a key of its params after it.
    await goToLine(page, 11);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"cu');
    const offered = page.getByRole('listbox', { name: 'Completions' }).getByRole('option');
    await expect(offered).toHaveText([/^currency/]);
    await pickOffered(page);
    await expect(offered).toHaveCount(0);
    await expect(editor).toContainText('"currency"');
    await page.keyboard.press('End');
    await page.keyboard.type(': "USD",');

    await expect.poll(() => studio.gitDiff('skincare')).toEqual([`-${line}`, `+${line.replace('"Choose your supply", ', '"Choose your supply", "currency": "USD", ')}`]);
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');

    // Tab is not the editor's: it moves on, as from any field.
    await page.keyboard.press('Shift+Tab');
    await expect(editor).not.toBeFocused();
  });

  test('offer the funnel’s own steps where a field names one; a step that cannot be there is the check’s line at its place, and nothing is written', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    const editor = await openTrackingPlan(page, studio.url);
    // begin_checkout fires on the order step's CHECKOUT: move it to another step, picked from the funnel's own.
    await editor.getByText('"order"', { exact: true }).dblclick();
    await page.keyboard.type('la');
    // Asked for from the keyboard, as the pane's hint says: the list as it stands at the cursor now.
    await page.keyboard.press('Control+Space');
    const offered = page.getByRole('listbox', { name: 'Completions' }).getByRole('option');
    await expect(offered).toHaveText(['landing']);
    await pickOffered(page);
    await expect(editor).toContainText('"step": "landing"');

    const line = 'funnels/skincare.json: tracking.events[1].when.event: step "landing" has no transition for "CHECKOUT"; it handles ORDER';
    await expect(page.getByRole('status').first()).toHaveText('Not written: 1 problem stands');
    await expect(page.getByRole('region', { name: /1 problem/ }).getByRole('listitem')).toHaveText([line]);
    await expect(editor).toHaveAccessibleDescription(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // In the editor too: the list of its marks (Ctrl+Shift+M, for the keyboard) names it, and the mark is on the
    // field it is about, the event the landing step does not handle.
    await page.keyboard.press('Control+Shift+M');
    const marks = page.getByRole('listbox', { name: 'Diagnostics' });
    await expect(marks.getByRole('option')).toHaveText([new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]);
    await editor.getByText('"CHECKOUT"', { exact: true }).hover();
    await expect(page.locator('.cm-tooltip-lint')).toHaveText(line);
    await page.mouse.move(0, 0);
    await expect(page.locator('.cm-tooltip-lint')).toHaveCount(0);
    expect(studio.readFunnel('skincare')).toBe(original);

    // Mended by picking the step back: the file is as it was.
    await editor.getByText('"landing"', { exact: true }).dblclick();
    await page.keyboard.type('or');
    await page.keyboard.press('Control+Space');
    await expect(offered).toHaveText(['order']);
    await pickOffered(page);
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
    expect(studio.readFunnel('skincare')).toBe(original);
  });
});
