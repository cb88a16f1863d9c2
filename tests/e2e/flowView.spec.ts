/**
 * "How this funnel works": the control on every funnel step, and the view it
 * opens, used the way a keyboard and screen-reader user would: focus moves in,
 * the dialog is named by its heading, the step is said in words and marked
 * with aria-current, Escape closes it and focus comes back. The view's files
 * are real files of the build.
 */
import type { Page } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const control = (page: Page) => page.getByRole('button', { name: 'How this funnel works', exact: true });
const view = (page: Page) => page.getByRole('dialog', { name: 'How this funnel works', exact: true });
const section = (page: Page, heading: string) => view(page).getByRole('region', { name: heading, exact: true });

// That every funnel step offers the control, and loads nothing of the view before it is pressed: everyPage.spec.

test.describe('what the view says', () => {
  atOneWidth('desktop', 'the view says the same at every width, and a keyboard is a desktop visitor’s; how it fits the screen runs at both widths below, and it is audited open at both in a11y.spec');

  test('opens by keyboard on a step, says where the visitor is, what they did and fired, and closes with Escape', async ({ page, request }) => {
    await test.step('a visitor goes one step on, to the order step', async () => {
      await page.goto('/funnels/skincare');
      await page.getByRole('link', { name: 'Order Now', exact: true }).first().click();
      await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    });

    await test.step('Shift+Tab reaches the control, Enter opens the view named by its heading, with focus inside', async () => {
      // The control comes last on the page: from main, where the step change put focus, Shift+Tab wraps round to it.
      await tabTo(page, control(page), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(view(page).getByRole('heading', { level: 2, name: 'How this funnel works' })).toBeVisible();
      expect(await view(page).evaluate((dialog) => dialog.contains(document.activeElement)), 'focus moved into the view').toBe(true);
    });

    await test.step('says where the visitor is, in words and with aria-current', async () => {
      await expect(view(page).getByText(/^You are here: /)).toHaveText('You are here: Order');
      const current = view(page).locator('[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Order');
      await expect(current).toContainText('you are here');
    });

    await test.step('lists the path so far and the events the visit fired', async () => {
      await expect(section(page, 'Your path so far').getByRole('listitem')).toHaveText(['Landing', 'Order']);
      const events = section(page, 'Tracking events this visit fired').getByRole('listitem');
      await expect(events.filter({ hasText: 'page_view' })).toHaveCount(2);
    });

    await test.step('its source links are files of the build, read as text in the browser', async () => {
      const links = await section(page, 'Source').getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links, 'the funnel’s file and its machine as a diagram').toEqual(['/funnels/skincare.json', '/machines/skincare.mmd']);
      const served = async (href: string) => {
        const response = await request.get(href);
        expect(response.status(), `${href} is served`).toBe(200);
        expect(response.headers()['content-type'], `${href} reads as text in the browser`).toMatch(/^(application\/json|text\/plain)/);
        return response;
      };
      const [json, diagram] = await Promise.all([served('/funnels/skincare.json'), served('/machines/skincare.mmd')]);
      expect(await json.json()).toMatchObject({ title: expect.any(String), steps: { order: expect.anything() as unknown } });
      expect(await diagram.text()).toContain('stateDiagram-v2');
    });

    // The open view is audited by axe in a11y.spec, with the other states a visitor opens.

    await test.step('Escape closes it and gives focus back to the control', async () => {
      await page.keyboard.press('Escape');
      await expect(view(page)).toBeHidden();
      await expect(control(page)).toBeFocused();
    });
  });

  test('on a funnel with a wait, says what it shows and for how long, from the config', async ({ page }) => {
    await page.goto('/funnels/medical');
    await control(page).click();
    await expect(section(page, 'Waits')).toContainText('On Landing, SUBMIT shows “Submitting...” for 600 ms');
    await view(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(view(page)).toBeHidden();
    await expect(control(page)).toBeFocused();
  });
});

test('fits the screen without scrolling sideways', async ({ page }) => {
  await page.goto('/funnels/plants');
  await control(page).click();
  await expect(view(page)).toBeVisible();
  const sideways = await view(page).evaluate((dialog) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    view: dialog.scrollWidth - dialog.clientWidth,
    right: dialog.getBoundingClientRect().right - window.innerWidth,
  }));
  expect(sideways).toEqual({ page: 0, view: 0, right: expect.any(Number) as unknown });
  expect(sideways.right).toBeLessThanOrEqual(0);
});
