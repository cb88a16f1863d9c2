import type { Locator, Page } from '@playwright/test';
import type { Funnel } from '../schemas/funnel.ts';
import { stepOf } from '../tests/e2e/support/model.ts';
import { answerRadio, eventActions, fillForm, formOf } from '../tests/e2e/support/walk.ts';
import type { Tap } from './tapWalk.ts';

/** A visitor's pause between choosing an answer and tapping on: the answer's own work is not the tap's. */
const CHOOSING_MS = 500;

/** A tap where a finger would land: the middle of the control, scrolled into view first. */
async function tapOn(page: Page, control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (box === null) throw new Error(`${what} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Does what sends the tap's event on its step, found from the step's config by what the visitor sees (a
 * label, a legend), never by where it leads: a question's answer is tapped and then the Next button it
 * shows, a form is filled and its button tapped, any other event's link or button is tapped. The last
 * click is the tap the bench times.
 */
export async function tapControl(page: Page, funnel: Funnel, tap: Tap): Promise<void> {
  const where = `${funnel.slug}/${tap.from}`;
  const step = stepOf(funnel, tap.from);
  const question = step.blocks.find((block) => block.type === 'question' && block.event === tap.event.type && block.name === tap.event.name);
  if (question?.type === 'question' && tap.event.value !== undefined) {
    await tapOn(page, answerRadio(page, question, tap.event.value), `${where}: the answer ${tap.event.value}`);
    await page.waitForTimeout(CHOOSING_MS);
    // One button per answer, each sending the form to that answer's page; only the checked answer's is shown.
    const form = page.locator('form').filter({ has: page.getByRole('group', { name: question.legend, exact: true }) });
    await tapOn(page, form.getByRole('button', { name: question.submitLabel, exact: true }), `${where}: ${question.submitLabel}`);
    return;
  }
  const form = step.blocks.find((block) => block.type === 'form' && block.event === tap.event.type);
  if (form?.type === 'form') {
    await fillForm(page, form);
    await tapOn(page, formOf(page, form).getByRole('button', { name: form.submitLabel, exact: true }), `${where}: ${form.submitLabel}`);
    return;
  }
  const action = step.blocks.flatMap((block) => (block.type === 'newsletter' ? [] : eventActions(block))).find((candidate) => candidate.event === tap.event.type);
  if (action === undefined) throw new Error(`${where}: nothing on the step sends ${tap.event.type}`);
  // An event that leads to another step is drawn as a link; the first in the page is the one a visitor meets first.
  const name = { name: action.label, exact: true };
  const main = page.getByRole('main');
  await tapOn(page, main.getByRole('link', name).or(main.getByRole('button', name)).first(), `${where}: ${action.label}`);
}
