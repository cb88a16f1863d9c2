/**
 * "How this funnel works" as a visitor reads its diagram: on every funnel, at
 * the desktop's and the phone's size, the diagram opens with every label in
 * view at least 12 px tall (each label's rendered box, measured), the
 * visitor's step among them; from there, the keys alone (arrows, + and −, 0)
 * reach every step's label. Then, on the quiz, the pointer: the wheel
 * scrolls the page, Ctrl + wheel zooms, a drag moves, the buttons zoom and
 * fit, and a branch's short words show their full wording on hover and focus.
 * One page visit a test, the labels measured in one call each time.
 */
import type { Locator, Page } from '@playwright/test';
import { PAGE_PAN, PAN_PX, ZOOM_STEP } from '../../src/flow-view/initialView.ts';
import { expectAccessible } from './support/axe.ts';
import { funnels, stepRoutes } from './support/routes.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const LEGIBLE_PX = 12;

const view = (page: Page) => page.getByRole('dialog', { name: 'How this funnel works', exact: true });
const canvas = (page: Page) => view(page).getByRole('group', { name: 'The flow diagram', exact: true });

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  height: number;
}

interface Drawing {
  frame: Rect;
  /** Every text drawn, with its rendered box; `step` is set on a step's name. */
  labels: (Rect & { text: string; step: string | undefined })[];
  transform: string;
}

/** Every label's box and the canvas's, in one call into the page. */
function measure(target: Locator): Promise<Drawing> {
  return target.evaluate((element) => {
    const box = (node: Element) => {
      const { left, top, right, bottom, height } = node.getBoundingClientRect();
      return { left, top, right, bottom, height };
    };
    const labels = [...element.querySelectorAll('svg text')].map((text) => {
      const state = text.parentElement?.closest('[data-state]')?.getAttribute('data-state') ?? undefined;
      // A step's name is the first text of its own box (a step, not a state inside one).
      const isName = state !== undefined && !state.includes('.') && text.parentElement?.querySelector('text') === text;
      return { ...box(text), text: text.textContent, step: isName ? state : undefined };
    });
    const stage = element.firstElementChild;
    return { frame: box(element), labels, transform: stage instanceof HTMLElement ? stage.style.transform : '' };
  });
}

const inside = (label: Rect, frame: Rect) => label.left >= frame.left && label.right <= frame.right && label.top >= frame.top && label.bottom <= frame.bottom;
const overlaps = (label: Rect, frame: Rect) => label.right > frame.left && label.left < frame.right && label.bottom > frame.top && label.top < frame.bottom;


for (const funnel of funnels()) {
  // The visitor is on the funnel's last step, far from where the flow starts: the diagram must open there.
  const here = stepRoutes(funnel).at(-1);
  if (here === undefined) continue;

  test(`${funnel.slug}: the diagram opens legible on the visitor’s step, and the keys reach every step`, async ({ page }) => {
    const press = async (key: string, count: number) => {
      for (let index = 0; index < count; index += 1) await page.keyboard.press(key);
    };
    await page.goto(here.path);
    await page.getByRole('button', { name: 'How this funnel works', exact: true }).click();
    await expect(canvas(page)).toBeVisible();

    const opened = await measure(canvas(page));
    const inView = opened.labels.filter((label) => overlaps(label, opened.frame));
    const small = inView.filter((label) => label.height < LEGIBLE_PX).map((label) => `${label.text}: ${label.height.toFixed(1)} px`);
    expect(small, `labels in view under ${String(LEGIBLE_PX)} px`).toEqual([]);
    const current = opened.labels.find((label) => label.step === here.stepId);
    expect(current && inside(current, opened.frame), `${here.stepId}, the visitor’s step, is in view`).toBe(true);

    // One Tab from the Close button, where the dialog puts focus, reaches the diagram.
    await page.keyboard.press('Tab');
    await expect(canvas(page)).toBeFocused();

    const steps = opened.labels.filter((label) => label.step !== undefined);
    expect(steps.length, 'every step has its name drawn').toBe(Object.keys(funnel.steps).length);
    // Every step's name, legible and whole in the canvas at some point of a tour made with the keys alone: from each
    // view, to the nearest step not yet seen, by as many presses as its distance from the canvas's middle (Shift+arrow
    // a page at a time, then an arrow at a time).
    const pages = { x: PAGE_PAN * (opened.frame.right - opened.frame.left), y: PAGE_PAN * (opened.frame.bottom - opened.frame.top) };
    const travel = async (distance: number, stride: number, forward: string, back: string) => {
      const key = distance > 0 ? forward : back;
      const whole = Math.trunc(Math.abs(distance) / stride);
      await press(`Shift+${key}`, whole);
      await press(key, Math.round((Math.abs(distance) - whole * stride) / PAN_PX));
    };
    const seen = new Set<string>();
    let now = opened;
    for (let moves = 0; moves <= steps.length * 2 && seen.size < steps.length; moves += 1) {
      for (const label of now.labels) if (label.step !== undefined && inside(label, now.frame) && label.height >= LEGIBLE_PX) seen.add(label.step);
      const middle = { x: (now.frame.left + now.frame.right) / 2, y: (now.frame.top + now.frame.bottom) / 2 };
      const offset = (label: Rect) => ({ x: (label.left + label.right) / 2 - middle.x, y: (label.top + label.bottom) / 2 - middle.y });
      const [next] = now.labels
        .filter((label) => label.step !== undefined && !seen.has(label.step))
        .sort((a, b) => Math.hypot(offset(a).x, offset(a).y) - Math.hypot(offset(b).x, offset(b).y));
      if (next === undefined) break;
      await travel(offset(next).x, pages.x, 'ArrowRight', 'ArrowLeft');
      await travel(offset(next).y, pages.y, 'ArrowDown', 'ArrowUp');
      now = await measure(canvas(page));
    }
    expect([...seen].sort(), 'every step’s name reached by the arrow keys, legible').toEqual(steps.map((label) => label.step).sort());

    // 0 fits the whole flow; + zooms in by one step, − back out.
    await page.keyboard.press('0');
    const fitted = await measure(canvas(page));
    expect(fitted.labels.filter((label) => label.step !== undefined && !inside(label, fitted.frame)).map((label) => label.step), 'steps outside the fitted view').toEqual([]);
    const name = (drawing: Drawing) => drawing.labels.find((label) => label.step === here.stepId)?.height ?? 0;
    await page.keyboard.press('+');
    const closer = await measure(canvas(page));
    expect(name(closer) / name(fitted)).toBeCloseTo(ZOOM_STEP, 1);
    await page.keyboard.press('-');
    expect(name(await measure(canvas(page))) / name(fitted)).toBeCloseTo(1, 1);
  });
}

test.describe('the quiz’s diagram on a desktop', () => {
  atOneWidth('desktop', 'a mouse and a wheel; the phone’s two-finger gestures are d3-zoom’s own');

  const open = async (page: Page) => {
    await page.goto('/funnels/northwind-coffee');
    await page.getByRole('button', { name: 'How this funnel works', exact: true }).click();
    await expect(canvas(page)).toBeVisible();
  };

  test('the wheel scrolls the view, Ctrl + wheel zooms, a drag moves, the buttons zoom and fit', async ({ page }) => {
    await open(page);
    const box = await canvas(page).boundingBox();
    if (box === null) throw new Error('the canvas has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const opened = await measure(canvas(page));
    const scrolled = () => view(page).evaluate((dialog) => dialog.scrollTop);

    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(scrolled, 'a plain wheel scrolls the view').toBeGreaterThan(0);
    expect((await measure(canvas(page))).transform, 'and leaves the diagram').toBe(opened.transform);

    await view(page).evaluate((dialog) => {
      dialog.scrollTo(0, 0);
    });
    const moved = await canvas(page).boundingBox();
    const centre = { x: (moved?.x ?? 0) + (moved?.width ?? 0) / 2, y: (moved?.y ?? 0) + (moved?.height ?? 0) / 2 };
    await page.keyboard.down('Control');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    const zoomed = await measure(canvas(page));
    expect(zoomed.transform, 'Ctrl + wheel zooms').not.toBe(opened.transform);
    expect(await scrolled(), 'without scrolling the view').toBe(0);

    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 150, centre.y, { steps: 4 });
    await page.mouse.up();
    expect((await measure(canvas(page))).transform, 'a drag moves it').not.toBe(zoomed.transform);

    const controls = view(page);
    await controls.getByRole('button', { name: 'Fit', exact: true }).click();
    const fitted = await measure(canvas(page));
    expect(fitted.labels.filter((label) => label.step !== undefined && !inside(label, fitted.frame)), 'Fit shows every step').toEqual([]);
    const height = (drawing: Drawing) => drawing.labels.find((label) => label.step === 'landing')?.height ?? 0;
    await controls.getByRole('button', { name: 'Zoom in', exact: true }).click();
    expect(height(await measure(canvas(page))) / height(fitted)).toBeCloseTo(ZOOM_STEP, 1);
    await controls.getByRole('button', { name: 'Zoom out', exact: true }).click();
    expect(height(await measure(canvas(page))) / height(fitted)).toBeCloseTo(1, 1);
  });

  test('a branch’s short label shows its full words on hover and focus, and the list says them; axe finds nothing', async ({ page }) => {
    await open(page);
    // The arrow says "cold brew"; hovering it, or reaching it by Tab, shows the branch's full condition.
    const coldBrew = canvas(page).getByRole('img', { name: 'ANSWER when brew is cold-brew', exact: true });
    await expect(coldBrew.locator('text')).toHaveText('cold brew');
    await coldBrew.hover();
    await expect(canvas(page).locator('[data-full-shown]')).toHaveText('ANSWER when brew is cold-brew');
    await page.mouse.move(0, 0);
    await expect(canvas(page).locator('[data-full-shown]')).toHaveCount(0);
    // The first label Tab reaches after the canvas.
    await canvas(page).focus();
    await page.keyboard.press('Tab');
    await expect(coldBrew).toBeFocused();
    await expect(canvas(page).locator('[data-full-shown]')).toHaveText('ANSWER when brew is cold-brew');
    // And the list under it says it in words.
    await expect(view(page).getByRole('list', { name: 'Steps' })).toContainText('ANSWER (brew is cold-brew) → Result-medium');
    await expectAccessible(page, 'the quiz’s open view, its diagram focusable', 'dialog[open]');
  });
});
