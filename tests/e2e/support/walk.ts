/**
 * Walking a funnel in the browser the way a visitor does: each machine event
 * becomes the click, the typing or the wait that causes it, found from the
 * config of the step on screen. Nothing here knows a funnel by name.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FormField } from '../../../schemas/formField.ts';
import type { Block, BlockOf } from '../../../src/blocks/registry.ts';
import { answerKeys } from '../../../src/engine/conditions/answerKeys.ts';
import { stepOf, stepUrl, type Funnel, type FunnelPath, type FunnelStep, type PathStep, type StepState } from './model.ts';
import { englishWords } from '../../../src/i18n/englishWords.ts';

/** What a visitor types: valid for every field type the form block offers. */
export const SAMPLE = {
  text: 'Jane Tester',
  email: 'jane.tester@example.com',
  tel: '+1 555 123 4567',
} as const;

/** A fixed start for the page clock when a walk controls time. */
const CLOCK_START = new Date('2025-05-01T09:00:00Z');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The exact URL of a step, as a pattern over the full address (so /funnels/a does not match /funnels/a/b). */
export function urlPattern(funnel: Funnel, stepId: string): RegExp {
  // A step whose page depends on earlier answers is at its own address or at one of its answer pages below it.
  const answers = answerKeys(funnel, stepId).length > 0 ? '(?:/[a-z0-9-]+)*' : '';
  return new RegExp(`^[^?#]*//[^/]+${escapeRegExp(stepUrl(funnel, stepId))}${answers}(?:[?#].*)?$`);
}

/** The heading a step's page is about: the h1 one of its blocks renders. */
export function stepHeading(step: FunnelStep): string {
  for (const block of step.blocks) {
    if (block.type === 'hero' || block.type === 'upsell') return block.heading;
    if (block.type === 'product') return block.name;
    if (block.type === 'order-options' || block.type === 'question') return block.legend;
  }
  throw new Error(`The step "${step.title}" has no block that renders an h1`);
}

export function h1(page: Page, text: string): Locator {
  return page.getByRole('heading', { level: 1, name: text, exact: true });
}

function blocksOf<T extends Block['type']>(step: FunnelStep, type: T): BlockOf<T>[] {
  return step.blocks.filter((block): block is BlockOf<T> => block.type === type);
}

/** The form of a form or newsletter block: both are labelled by their heading. */
export function formOf(page: Page, block: { heading: string }): Locator {
  return page.getByRole('form', { name: block.heading, exact: true });
}

/** The radio of one order option, found by the option's title. */
/** The radio of one answer to a question block, by its label. */
export function answerRadio(page: Page, block: BlockOf<'question'>, optionId: string): Locator {
  const option = block.options.find((candidate) => candidate.id === optionId);
  if (option === undefined) throw new Error(`question "${block.name}" has no option "${optionId}"`);
  return page.getByRole('group', { name: block.legend, exact: true }).getByRole('radio', { name: option.label });
}

/** Answers a question as a visitor does: taps the answer, then the one Next button it shows. */
export async function answer(page: Page, block: BlockOf<'question'>, optionId: string): Promise<void> {
  await answerRadio(page, block, optionId).check();
  await page.getByRole('button', { name: block.submitLabel, exact: true }).click();
}

export function optionRadio(page: Page, block: BlockOf<'order-options'>, optionId: string): Locator {
  const option = block.options.find((candidate) => candidate.id === optionId);
  if (option === undefined) throw new Error(`order-options "${block.name}" has no option "${optionId}"`);
  return page
    .getByRole('group', { name: block.legend, exact: true })
    .locator('label')
    .filter({ has: page.getByText(option.title, { exact: true }) })
    .getByRole('radio');
}

/** The field of a form block, by its role and visible label. */
export function fieldOf(form: Locator, field: FormField): Locator {
  return form.getByRole(field.type === 'select' ? 'combobox' : 'textbox', { name: field.label, exact: true });
}

/** Fills every field of a form block with valid values: select fields get their first real option. */
export async function fillForm(page: Page, block: BlockOf<'form'>): Promise<void> {
  const form = formOf(page, block);
  for (const field of block.fields) {
    const control = fieldOf(form, field);
    if (field.type === 'select') {
      const [first] = field.options;
      if (first === undefined) throw new Error(`select "${field.name}" has no options`);
      await control.selectOption(first.value);
    } else {
      await control.fill(SAMPLE[field.type]);
    }
  }
}

export async function submitForm(page: Page, block: BlockOf<'form'>): Promise<void> {
  await fillForm(page, block);
  await formOf(page, block).getByRole('button', { name: block.submitLabel, exact: true }).click();
}

export async function subscribe(page: Page, block: BlockOf<'newsletter'>): Promise<void> {
  const form = formOf(page, block);
  await form.getByRole('textbox', { name: block.label, exact: true }).fill(SAMPLE.email);
  await form.getByRole('button', { name: block.submitLabel, exact: true }).click();
}

export interface EventAction {
  label: string;
  event: string;
}

function isEventAction(value: unknown): value is EventAction {
  return (
    typeof value === 'object' &&
    value !== null &&
    'label' in value &&
    typeof value.label === 'string' &&
    'event' in value &&
    typeof value.event === 'string'
  );
}

/** Every `{ label, event }` action nested in a block's props (hero and cta actions, product action, upsell accept/decline…). */
export function eventActions(block: Block): EventAction[] {
  const found: EventAction[] = [];
  const visit = (value: unknown) => {
    if (isEventAction(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  // The block's own props, not the block: a newsletter block has a label and an event too, but it is a form.
  Object.values(block).forEach(visit);
  return found;
}

/** Does the visitor's part of one path step on the page of `fromStepId`: a click, a form, a choice or waiting. */
export async function perform(page: Page, funnel: Funnel, fromStepId: string, step: PathStep): Promise<void> {
  const { event } = step;
  if (step.delayMs !== undefined) {
    // The walk holds the page clock (see startWalk): waiting is letting exactly the delay pass, and not a moment less.
    await page.clock.runFor(step.delayMs - 1);
    expect(page.url(), `still on ${fromStepId} 1 ms before the ${step.delayMs} ms delay ends`).toMatch(urlPattern(funnel, fromStepId));
    await page.clock.runFor(1);
    return;
  }
  const config = stepOf(funnel, fromStepId);
  if (event.type === 'SELECT') {
    const block = blocksOf(config, 'order-options').find((candidate) => candidate.name === event.name);
    if (block === undefined || event.value === undefined) throw new Error(`No order options "${event.name ?? '?'}" on ${fromStepId}`);
    await optionRadio(page, block, event.value).check();
    return;
  }
  const question = blocksOf(config, 'question').find((block) => block.event === event.type && block.name === event.name);
  if (question !== undefined) {
    await answer(page, question, event.value ?? '');
    return;
  }
  const form = blocksOf(config, 'form').find((block) => block.event === event.type);
  if (form !== undefined) {
    await submitForm(page, form);
    return;
  }
  const newsletter = blocksOf(config, 'newsletter').find((block) => block.event === event.type);
  if (newsletter !== undefined) {
    await subscribe(page, newsletter);
    return;
  }
  for (const block of config.blocks) {
    if (block.type === 'form' || block.type === 'newsletter') continue;
    const action = eventActions(block).find((candidate) => candidate.event === event.type);
    if (action !== undefined) {
      // An event that leads to another step is a link to it; one that stays (a flag) is a button.
      const name = { name: action.label, exact: true };
      await page.getByRole('link', name).or(page.getByRole('button', name)).first().click();
      return;
    }
  }
  throw new Error(`Nothing on ${funnel.slug}/${fromStepId} sends ${event.type}: no button, form or newsletter in its config`);
}

/**
 * Asserts the page shows a machine state: the step's URL, title and h1, the
 * chosen order options, newsletter thanks once its flag is set, and the form
 * button while submitting.
 */
export async function expectState(page: Page, funnel: Funnel, state: StepState): Promise<void> {
  const step = stepOf(funnel, state.stepId);
  await expect(page).toHaveURL(urlPattern(funnel, state.stepId));
  await expect(page).toHaveTitle(step.title);
  await expect(h1(page, stepHeading(step))).toBeVisible();
  for (const block of blocksOf(step, 'order-options')) {
    await expect(optionRadio(page, block, state.selections[block.name] ?? block.default)).toBeChecked();
  }
  for (const block of blocksOf(step, 'newsletter')) {
    if (state.flags[block.flag] === true) {
      await expect(page.getByRole('status').filter({ hasText: block.thanks })).toBeVisible();
      await expect(formOf(page, block)).toHaveCount(0);
    } else {
      await expect(formOf(page, block)).toBeVisible();
    }
  }
  for (const block of blocksOf(step, 'form')) {
    const button = formOf(page, block).getByRole('button');
    if (state.submitting) {
      await expect(button).toHaveText(block.submittingLabel ?? englishWords.form.submitting);
      await expect(button).toBeDisabled();
    } else {
      await expect(button).toHaveText(block.submitLabel);
      await expect(button).toBeEnabled();
    }
  }
}

/**
 * Opens the funnel's landing step. A path that waits on a delay runs on a
 * paused page clock, so "still submitting" and "the delay has passed" are
 * exact, not races with a busy machine.
 */
export async function startWalk(page: Page, funnelPath: FunnelPath): Promise<void> {
  const { funnel } = funnelPath;
  if (funnelPath.usesDelay) await page.clock.install({ time: CLOCK_START });
  await page.goto(stepUrl(funnel, funnelPath.start.stepId));
  if (funnelPath.usesDelay) await page.clock.pauseAt(CLOCK_START.getTime() + 60_000);
  await expectState(page, funnel, funnelPath.start);
}

/** Takes the path's steps from `from` on, asserting the page after each one. */
export async function walkSteps(page: Page, funnel: Funnel, from: StepState, steps: readonly PathStep[]): Promise<void> {
  let current = from;
  for (const step of steps) {
    await perform(page, funnel, current.stepId, step);
    await expectState(page, funnel, step.to);
    current = step.to;
  }
}
