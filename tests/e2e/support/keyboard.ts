/**
 * Getting around by keyboard alone: Tab until something has focus, and a
 * funnel walked with keys only (Tab, typing, arrows, Enter), each machine
 * event caused the way a keyboard user causes it. Nothing here clicks.
 */
import type { Locator, Page } from '@playwright/test';
import type { BlockOf } from '../../../src/blocks/registry.ts';
import { stepOf, type Funnel, type PathStep } from './model.ts';
import { expect } from './test.ts';
import { formOf, SAMPLE } from './walk.ts';

export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus, for failure messages. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null) return 'nothing';
    const name = (element.getAttribute('aria-label') ?? element.textContent).trim().replace(/\s+/g, ' ').slice(0, 50);
    return `${element.tagName.toLowerCase()} “${name}”`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max`
 * presses. The target may not exist yet: parts of a page (a carousel's
 * controls) arrive as the keyboard scrolls them near.
 */
export async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // One call into the page per press (false while there is no target yet): on a slow machine each call costs more than the key.
    if (await target.evaluateAll((elements) => elements.length > 0 && elements[0] === document.activeElement)) return presses;
  }
  throw new Error(`${max} presses of Tab never reached the target; focus is on ${await focusedElement(page)}`);
}

function blocksOf<T extends 'form' | 'newsletter' | 'order-options' | 'question'>(funnel: Funnel, stepId: string, type: T): BlockOf<T>[] {
  return stepOf(funnel, stepId).blocks.filter((block): block is BlockOf<T> => block.type === type);
}

/** Fills a form block from the keyboard: Tab to each field, type, or arrow through a select; then Tab to submit and press Enter. */
async function fillAndSendByKeyboard(page: Page, block: BlockOf<'form'>): Promise<void> {
  const form = formOf(page, block);
  for (const field of block.fields) {
    if (field.type === 'select') {
      const control = form.getByRole('combobox', { name: field.label, exact: true });
      await tabTo(page, control);
      // The placeholder is a disabled first option, so one arrow press picks the first real one.
      await page.keyboard.press('ArrowDown');
      await expect(control, `${field.label}: the arrow key chose an option`).not.toHaveValue('');
    } else {
      await tabTo(page, form.getByRole('textbox', { name: field.label, exact: true }));
      await page.keyboard.type(SAMPLE[field.type]);
    }
  }
  await tabTo(page, form.getByRole('button', { name: block.submitLabel, exact: true }));
  await page.keyboard.press('Enter');
}

/** One path step done from the keyboard, on the page of `fromStepId`. Time passing is the held page clock's. */
export async function performByKeyboard(page: Page, funnel: Funnel, fromStepId: string, step: PathStep): Promise<void> {
  const { event } = step;
  if (step.delayMs !== undefined) {
    await page.clock.runFor(step.delayMs);
    return;
  }
  if (event.type === 'SELECT') {
    const block = blocksOf(funnel, fromStepId, 'order-options').find((candidate) => candidate.name === event.name);
    const option = block?.options.find((candidate) => candidate.id === event.value);
    if (block === undefined || option === undefined) throw new Error(`No option ${event.value ?? '?'} in "${event.name ?? '?'}" on ${fromStepId}`);
    const group = page.getByRole('group', { name: block.legend, exact: true });
    // Tab enters a radio group on its checked radio; the arrow keys move the choice.
    await tabTo(page, group.getByRole('radio', { checked: true }));
    const target = group.locator('label').filter({ has: page.getByText(option.title, { exact: true }) }).getByRole('radio');
    for (let presses = 0; presses < block.options.length && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
    await expect(target).toBeChecked();
    return;
  }
  const question = blocksOf(funnel, fromStepId, 'question').find((block) => block.event === event.type && block.name === event.name);
  if (question !== undefined) {
    const option = question.options.find((candidate) => candidate.id === event.value);
    if (option === undefined) throw new Error(`No answer ${event.value ?? '?'} to "${question.name}" on ${fromStepId}`);
    const group = page.getByRole('group', { name: question.legend, exact: true });
    // Tab enters a group with no answer on its first radio; Space checks it, the arrow keys move the answer.
    await tabTo(page, group.getByRole('radio').first());
    await page.keyboard.press('Space');
    const target = group.getByRole('radio', { name: option.label });
    for (let presses = 0; presses < question.options.length && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
    await expect(target).toBeChecked();
    await page.keyboard.press('Enter');
    return;
  }
  const form = blocksOf(funnel, fromStepId, 'form').find((block) => block.event === event.type);
  if (form !== undefined) {
    await fillAndSendByKeyboard(page, form);
    return;
  }
  const newsletter = blocksOf(funnel, fromStepId, 'newsletter').find((block) => block.event === event.type);
  if (newsletter !== undefined) {
    await tabTo(page, formOf(page, newsletter).getByRole('textbox', { name: newsletter.label, exact: true }));
    await page.keyboard.type(SAMPLE.email);
    await page.keyboard.press('Enter');
    return;
  }
  const label = buttonLabelFor(funnel, fromStepId, event.type);
  const name = { name: label, exact: true };
  // An event leading to another step is a link; one that stays on the step is a button.
  await tabTo(page, page.getByRole('link', name).or(page.getByRole('button', name)).first());
  await page.keyboard.press('Enter');
}

/** The label of the first button on the step that sends `eventType` (hero, cta, product, upsell actions…). */
function buttonLabelFor(funnel: Funnel, stepId: string, eventType: string): string {
  let found: string | undefined;
  const visit = (value: unknown): void => {
    if (found !== undefined || typeof value !== 'object' || value === null) return;
    if ('label' in value && 'event' in value && value.event === eventType && typeof value.label === 'string') {
      found = value.label;
      return;
    }
    Object.values(value).forEach(visit);
  };
  for (const block of stepOf(funnel, stepId).blocks) {
    if (block.type !== 'form' && block.type !== 'newsletter') Object.values(block).forEach(visit);
  }
  if (found === undefined) throw new Error(`Nothing on ${funnel.slug}/${stepId} sends ${eventType}`);
  return found;
}
