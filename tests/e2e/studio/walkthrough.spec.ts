import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { loadProjectData } from '../../../src/config/load/projectData.ts';
import { newFunnelJson } from '../../../src/config/newFunnel/newFunnelJson.ts';
import { newFunnelTemplate } from '../../../src/config/newFunnel/newFunnelTemplate.ts';
import { followWalkthrough, WALKTHROUGH_SLUG as SLUG } from '../../support/followWalkthrough.ts';
import { expect, test } from './studioServer.ts';

/*
 * docs/add-a-funnel.md's four stages, done in the studio by a site owner's
 * means alone (buttons, fields and selects found by their names, never a JSON
 * pane), each proved to leave the very file the page's snippets make. One
 * test a stage, each starting from the file the stage before should leave
 * (written by the fixture), so each stays short and a failure names its stage.
 */

const project = path.resolve(import.meta.dirname, '../../..');
/** What `npm run new:funnel -- summer-sale` writes, then the file after stages 2, 3 and 4, as the page's snippets make them. */
const made = newFunnelJson(newFunnelTemplate(SLUG));
const [afterOrder = '', afterDetails = '', afterOffer = ''] = followWalkthrough(readFileSync(path.join(project, 'docs/add-a-funnel.md'), 'utf8'), made);

/** Stage 2 halfway: its order step without the order-options block. */
function withoutOptions(text: string): string {
  const funnel = JSON.parse(text) as { steps: Record<string, { blocks: { type: string }[] }> };
  const order = funnel.steps.order;
  if (order === undefined) throw new Error('docs/add-a-funnel.md’s stage 2 has no order step');
  order.blocks = order.blocks.filter((block) => block.type !== 'order-options');
  return newFunnelJson(funnel);
}
const orderWithoutOptions = withoutOptions(afterOrder);

type Role = 'textbox' | 'combobox' | 'spinbutton';

/** A form field by its label (rjsf adds `*` to a required one's). */
const field = (scope: Locator, role: Role, name: string) => scope.getByRole(role, { name: new RegExp(`^${name}\\*?$`) });

function studioParts(page: Page) {
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  const nav = page.getByRole('navigation', { name: 'Funnel parts' });
  return {
    inspector,
    /** The selected block's form. */
    blockForm: (type: string) => inspector.getByRole('region', { name: new RegExp(`^${type} block`) }),
    async openStep(step: string, tab: 'Blocks' | 'Transitions' | 'Page') {
      await nav.getByRole('button', { name: new RegExp(`^${step}`) }).click();
      await inspector.getByRole('button', { name: tab }).click();
    },
    /** A new step after the selected one, with its address's title and description. */
    async addStep(id: string, title: string, description: string) {
      await page.getByRole('textbox', { name: 'New step id' }).fill(id);
      await page.getByRole('button', { name: 'Add step' }).click();
      await inspector.getByRole('button', { name: 'Page' }).click();
      await field(inspector, 'textbox', 'title').fill(title);
      await field(inspector, 'textbox', 'description').fill(description);
      await inspector.getByRole('button', { name: 'Blocks' }).click();
    },
    async addBlock(type: string) {
      const select = inspector.getByRole('combobox', { name: 'Add a block' });
      // A person opens the select first; that is when the studio gathers the other funnels' blocks to start from.
      await select.click();
      await select.selectOption(type);
      await inspector.getByRole('button', { name: 'Add block' }).click();
    },
    /** A Back button that goes back in history, as the walk-through's steps have. */
    async addHistoryBack() {
      await this.addBlock('back');
      const back = this.blockForm('back');
      await field(back, 'textbox', 'label').fill('Back');
      await field(back, 'combobox', 'mode').selectOption('history');
      await field(back, 'combobox', 'to').fill('');
    },
    async pointTransition(step: string, to: string) {
      await this.openStep(step, 'Transitions');
      await inspector.getByRole('combobox', { name: 'Leads to' }).selectOption(to);
    },
  };
}

/** The studio on the walk-through's funnel as `text` has it. */
async function openFunnel(page: Page, studio: { url: string; writeFunnel: (slug: string, text: string) => void }, text: string) {
  studio.writeFunnel(SLUG, text);
  await page.goto(`${studio.url}/__studio/${SLUG}`);
  await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
}

type FunnelJson = Record<string, unknown> & { steps: Record<string, unknown> };

/** The order of what the studio chooses the place of: the file's top-level keys (`delays` after `landing`) and its steps. */
const placesOf = (funnel: FunnelJson) => ({ keys: Object.keys(funnel), steps: Object.keys(funnel.steps) });

/**
 * The file the studio wrote is the one the walk-through's snippets make: the
 * same JSON, its parts and steps in the page's order (the order of a block's
 * own fields is the form's, not the owner's to choose), `npm run check`'s own
 * function finds the project valid, and the build's list of pages has the new step.
 */
async function expectStage(page: Page, studio: { dir: string; readFunnel: (slug: string) => string }, expected: string, newPath: string) {
  await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
  const want = JSON.parse(expected) as FunnelJson;
  await expect.poll(() => JSON.parse(studio.readFunnel(SLUG)) as FunnelJson).toEqual(want);
  expect(placesOf(JSON.parse(studio.readFunnel(SLUG)) as FunnelJson)).toEqual(placesOf(want));
  expect(loadProjectData(studio.dir).errors).toEqual([]);
  const paths = await page.evaluate(async (modulePath) => ((await import(modulePath)) as { sitePaths: () => string[] }).sitePaths(), '/src/app/sitePaths.ts');
  expect(paths).toContain(newPath);
}

/** docs/studio.md's picture of a stage, once the preview of the step it made has drawn its page: a heading of the step seen there is a check too. */
async function stageScreenshot(page: Page, testInfo: TestInfo, name: string, step: string) {
  // Previews load once in sight: the later steps' are scrolled to, as a person would.
  const preview = page.locator(`iframe[title="Preview of the ${step} step"]`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.contentFrame().getByRole('heading').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(name) });
}

// A trace snapshots the whole page at every action, and these pages are large (a picture's select lists every file
// under public/art/): with one, stage 2's forty actions took 65 s at a load average of 9, without it 19 s. A retry
// (CI makes one) records the trace a failure needs.
test.use({ trace: 'on-first-retry' });

test.describe('the add-a-funnel walk-through, done in the studio', () => {
  test('stage 1: New funnel writes what npm run new:funnel writes', async ({ page, studio }, testInfo) => {
    await page.goto(`${studio.url}/__studio`);
    await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(SLUG);
    await page.getByRole('button', { name: 'Create funnel' }).click();
    await expect(page).toHaveURL(new RegExp(`/__studio/${SLUG}$`));
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
    expect(studio.readFunnel(SLUG)).toBe(made);
    expect(loadProjectData(studio.dir).errors).toEqual([]);
    await stageScreenshot(page, testInfo, 'walk-1-new-funnel.png', 'landing');
  });

  // Stage 2 is the longest (forty actions), so it is done in two tests: the step with its header, Back and
  // checkout button, reached from the landing page; then its two options. Between them, the file is stage 2's
  // own without its order-options block.
  test('stage 2a: an order step after the landing step, with the funnel’s header, Back and a checkout button to thank-you, the landing page leading to it', async ({ page, studio }) => {
    await openFunnel(page, studio, made);
    const studioPage = studioParts(page);
    // The landing step is selected, so the new step goes after it.
    await studioPage.addStep('order', 'Choose your bundle · Summer Sale', 'Pick one of two summer bundles.');
    // It starts with the funnel's own header (brand Summer Sale).
    await expect(studioPage.inspector.getByRole('button', { name: 'header Summer Sale' })).toBeVisible();
    await studioPage.addHistoryBack();

    await studioPage.addBlock('cta');
    const cta = studioPage.blockForm('cta');
    await field(cta, 'textbox', 'heading').fill('');
    await field(cta, 'textbox', 'text').fill('This is a demo checkout: no payment is taken.');
    await field(cta, 'combobox', 'tone').selectOption('');
    const button = cta.getByRole('group', { name: /^actions-0\b/ });
    await field(button, 'textbox', 'label').fill('Continue');
    await field(button, 'combobox', 'variant').selectOption('');
    await field(button, 'combobox', 'icon').selectOption('lock');
    await field(button, 'combobox', 'event').fill('CHECKOUT');
    // The new button's event had its own transition (to the final step): renamed to the event the button now sends.
    await studioPage.inspector.getByRole('button', { name: 'Transitions' }).click();
    await studioPage.inspector.getByRole('combobox', { name: 'Event', exact: true }).fill('CHECKOUT');
    await expect(studioPage.inspector.getByRole('combobox', { name: 'Leads to' })).toHaveValue('thank-you');

    // Not reachable yet, so nothing is written until the landing page leads to it.
    await expect(page.getByRole('region', { name: /problem/ })).toContainText('steps.order: not reachable from the landing step "landing"');
    await studioPage.pointTransition('landing', 'order');
    await expectStage(page, studio, orderWithoutOptions, `/funnels/${SLUG}/order`);
  });

  test('stage 2b: the order step’s two options, after its Back button', async ({ page, studio }, testInfo) => {
    await openFunnel(page, studio, orderWithoutOptions);
    const studioPage = studioParts(page);
    await studioPage.openStep('order', 'Blocks');
    // A new block goes after the selected one.
    await studioPage.inspector.getByRole('button', { name: 'back Back', exact: true }).click();
    await studioPage.addBlock('order-options');
    const order = studioPage.blockForm('order-options');
    await field(order, 'combobox', 'name').fill('bundle');
    await field(order, 'textbox', 'legend').fill('Choose your bundle');
    const options = [
      { id: 'starter', title: 'Starter bundle', price: '29', note: 'One of everything', badge: '' },
      { id: 'family', title: 'Family bundle', price: '49', note: 'Enough for four', badge: 'Best value' },
    ];
    for (const [index, option] of options.entries()) {
      const group = order.getByRole('group', { name: new RegExp(`^options-${String(index + 1)}\\b`) });
      await field(group, 'combobox', 'id').fill(option.id);
      await field(group, 'textbox', 'title').fill(option.title);
      await field(group, 'spinbutton', 'price').fill(option.price);
      await field(group, 'textbox', 'note').fill(option.note);
      if (option.badge !== '') await field(group, 'textbox', 'badge').fill(option.badge);
      await group.getByRole('button', { name: 'Leave out image' }).click();
    }
    await field(order, 'textbox', 'default').fill('starter');
    await expectStage(page, studio, afterOrder, `/funnels/${SLUG}/order`);
    await stageScreenshot(page, testInfo, 'walk-2-order.png', 'order');
  });

  test('stage 3: a wait named submit, a details step with a form that waits it, the order step leading there', async ({ page, studio }, testInfo) => {
    await openFunnel(page, studio, afterOrder);
    const studioPage = studioParts(page);
    await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'Name, theme and waits' }).click();
    const delays = studioPage.inspector.getByRole('group', { name: /^delays/ });
    await delays.getByRole('button', { name: /Add item/ }).click();
    await delays.getByRole('textbox', { name: /Key$/ }).fill('submit');
    await delays.getByRole('textbox', { name: /Key$/ }).press('Tab');
    await delays.getByRole('spinbutton', { name: 'submit' }).fill('800');

    await studioPage.openStep('order', 'Blocks');
    await studioPage.addStep('details', 'Your details · Summer Sale', 'Where to send your summer bundle.');
    await studioPage.addHistoryBack();
    await studioPage.addBlock('form');
    const form = studioPage.blockForm('form');
    await field(form, 'combobox', 'id').fill('');
    await field(form, 'textbox', 'heading').fill('Where should we send it?');
    await field(form, 'textbox', 'text').fill('');
    await form.getByRole('button', { name: 'Remove fields item 3' }).click();
    for (const index of [0, 1]) await field(form.getByRole('group', { name: new RegExp(`^fields-${String(index)}\\b`) }), 'textbox', 'placeholder').fill('');
    await field(form, 'textbox', 'submitLabel').fill('Place order');
    await field(form, 'textbox', 'submittingLabel').fill('');
    await field(form, 'combobox', 'event').fill('');
    await field(form, 'textbox', 'note').fill('A demo: nothing is sent or stored.');
    await studioPage.inspector.getByRole('button', { name: 'Transitions' }).click();
    await studioPage.inspector.getByRole('combobox', { name: 'Kind' }).selectOption('Wait or set a flag, then go');
    await expect(studioPage.inspector.getByRole('combobox', { name: 'Waits' })).toHaveValue('submit');

    await studioPage.pointTransition('order', 'details');
    await expectStage(page, studio, afterDetails, `/funnels/${SLUG}/details`);
    await stageScreenshot(page, testInfo, 'walk-3-details.png', 'details');
  });

  test('stage 4: an offer step with an upsell, its picture picked from public/art/, the details step’s wait leading to it', async ({ page, studio }, testInfo) => {
    await openFunnel(page, studio, afterDetails);
    const studioPage = studioParts(page);
    await studioPage.openStep('details', 'Blocks');
    await studioPage.addStep('offer', 'One more thing · Summer Sale', 'A one-time offer for your summer bundle.');
    await studioPage.addBlock('upsell');
    const upsell = studioPage.blockForm('upsell');
    await field(upsell, 'textbox', 'heading').fill('Add a gift box at 20% off?');
    await field(upsell, 'textbox', 'text').fill('Wrapped and ready to give. This offer will not be shown again.');
    const image = upsell.getByRole('group', { name: /^image/ });
    await field(image, 'combobox', 'src').selectOption('cinnamon/gift-set.svg');
    await field(image, 'textbox', 'alt').fill('An open gift box with a jar of cinnamon, a bundle of quills and a ribbon');
    await field(upsell, 'spinbutton', 'regularPrice').fill('25');
    const includes = upsell.getByRole('group', { name: /^includes/ });
    await includes.getByRole('button', { name: 'Remove includes item 3' }).click();
    await includes.getByRole('textbox').nth(0).fill('Gift wrapping');
    await includes.getByRole('textbox').nth(1).fill('A handwritten card');
    await field(upsell.getByRole('group', { name: /^accept/ }), 'textbox', 'label').fill('Yes, add it');

    await studioPage.pointTransition('details', 'offer');
    await expectStage(page, studio, afterOffer, `/funnels/${SLUG}/offer`);
    await stageScreenshot(page, testInfo, 'walk-4-offer.png', 'offer');
  });

  test('the finished funnel walks in the dev server: landing → order → details (Submitting...) → offer → thank-you', async ({ page, studio }) => {
    studio.writeFunnel(SLUG, afterOffer);
    await page.goto(`${studio.url}/funnels/${SLUG}`);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(new RegExp(`/funnels/${SLUG}/order$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your bundle');
    await page.getByText('Family bundle').click();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/funnels/${SLUG}/details$`));
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/funnels/${SLUG}/offer$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a gift box at 20% off?');
    await page.getByRole('link', { name: 'Yes, add it' }).click();
    await expect(page).toHaveURL(new RegExp(`/funnels/${SLUG}/thank-you$`));
  });
});
