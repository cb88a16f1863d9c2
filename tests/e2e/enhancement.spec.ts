/**
 * A funnel works from the first byte: every model-based path walked with
 * JavaScript off, and the first tap of every funnel made while its scripts are
 * held back (a slow phone), then the scripts let through and the funnel taken
 * on with them. Nothing the visitor types reaches an address or a request.
 */
import type { Page, Request, Route } from '@playwright/test';
import { finalPaths, shippedFunnels, shortestFinalPath, stepOf, stepUrl, type FunnelPath, type PathStep } from './support/model.ts';
import { expectAgreement, stepViews } from './support/agreement.ts';
import { atOneWidth, expect, test, waitForHydration } from './support/test.ts';
import { fieldOf, fillForm, formOf, h1, perform, SAMPLE, stepHeading, urlPattern } from './support/walk.ts';

const funnels = shippedFunnels();

/** Every request the page makes, so a test can show none carries what was typed. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * The app's scripts (Vite's modules, all under /assets/). A page with a split
 * test also has a small blocking script in its head that picks the variant
 * before the first paint: like the stylesheet, the page is not drawn without
 * it, so it is not what "before the scripts have loaded" holds back.
 */
const APP_SCRIPTS = '**/assets/**/*.js';

/** Holds the app's scripts back, as a slow connection does, until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPTS, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

function expectNothingTypedSent(page: Page, requests: readonly Request[]): void {
  const typed = Object.values(SAMPLE).flatMap((value) => [value, encodeURIComponent(value), value.replace(/ /g, '+')]);
  for (const text of [page.url(), ...requests.map((request) => `${request.url()} ${request.postData() ?? ''}`)]) {
    for (const value of typed) expect(text, 'a typed value in an address or a request').not.toContain(value);
  }
}

/**
 * Where a step leaves the visitor without script: the step it names, except
 * that a *Submitting...* pause needs script, so the browser goes straight to
 * where the pause would lead.
 */
function landsOn(steps: readonly PathStep[], index: number): string | undefined {
  const step = steps[index];
  if (step === undefined) return undefined;
  return step.to.submitting ? landsOn(steps, index + 1) : step.to.stepId;
}

test.describe('with JavaScript off, every model-based path', () => {
  test.use({ javaScriptEnabled: false });
  atOneWidth('desktop', 'links and forms without script work the same at every width');

  for (const funnel of funnels) {
    for (const funnelPath of finalPaths(funnel)) {
      test(funnelPath.name, async ({ page }) => {
        const requests = recordRequests(page);
        await page.goto(stepUrl(funnel, funnelPath.start.stepId));
        let on = funnelPath.start.stepId;
        for (const [index, step] of funnelPath.steps.entries()) {
          if (step.delayMs !== undefined) continue; // the browser already went past the pause
          await perform(page, funnel, on, step);
          const target = landsOn(funnelPath.steps, index) ?? on;
          await expect(page, `after ${step.label}`).toHaveURL(urlPattern(funnel, target));
          await expect(h1(page, stepHeading(stepOf(funnel, target)))).toBeVisible();
          // A newsletter's thanks is drawn by script: without it the form stays, checked, with the address still typed in.
          for (const block of stepOf(funnel, target).blocks) {
            if (block.type === 'newsletter' && step.event.type === block.event) {
              await expect(formOf(page, block).getByRole('textbox')).toHaveValue(SAMPLE.email);
            }
          }
          on = target;
        }
        expect(stepOf(funnel, on).final, 'the walk ends on a final step').toBe(true);
        expectNothingTypedSent(page, requests);
      });
    }
  }

  test('an empty required field stops the browser from leaving the step', async ({ page }) => {
    const withForm = funnels.flatMap((funnel) =>
      Object.entries(funnel.steps).flatMap(([stepId, step]) => step.blocks.filter((block) => block.type === 'form').map((block) => ({ funnel, stepId, block }))),
    );
    expect(withForm.length).toBeGreaterThan(0);
    for (const { funnel, stepId, block } of withForm) {
      await page.goto(stepUrl(funnel, stepId));
      await formOf(page, block).getByRole('button', { name: block.submitLabel, exact: true }).click();
      await page.waitForTimeout(300); // measuring that no navigation happens
      await expect(page).toHaveURL(urlPattern(funnel, stepId));
    }
  });
});

/** The first thing a visitor does on the landing step that leads to another step. */
function firstMove(funnelPath: FunnelPath): { step: PathStep; target: string } | undefined {
  for (const [index, step] of funnelPath.steps.entries()) {
    if (step.delayMs !== undefined || step.event.type === 'SELECT') continue;
    const target = landsOn(funnelPath.steps, index);
    if (target !== undefined && target !== funnelPath.start.stepId) return { step, target };
  }
  return undefined;
}

test.describe('a tap before the scripts have loaded', () => {
  atOneWidth('phone', 'a tap on a slow phone');
  for (const funnel of funnels) {
    const funnelPath = shortestFinalPath(funnel);
    const move = firstMove(funnelPath);
    if (move === undefined) continue;
    test(`${funnel.slug}: ${move.step.label} on the landing step leads to ${move.target}`, async ({ page }) => {
      const held: Route[] = [];
      await page.route(APP_SCRIPTS, (route) => {
        held.push(route);
      });
      const requests = recordRequests(page);
      await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
      await expect(h1(page, stepHeading(stepOf(funnel, funnel.landing)))).toBeVisible();
      expect(held.length, 'the page asked for its scripts, which are held back').toBeGreaterThan(0);

      await perform(page, funnel, funnel.landing, move.step);
      await expect(page).toHaveURL(urlPattern(funnel, move.target));
      await expect(h1(page, stepHeading(stepOf(funnel, move.target)))).toBeVisible();
      expectNothingTypedSent(page, requests);

      // The scripts arrive: the page hydrates on the step it shows, and the funnel carries on with its machine.
      await page.unroute(APP_SCRIPTS);
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await page.reload({ waitUntil: 'commit' });
      await waitForHydration(page);
      const views = stepViews([funnel]);
      await expectAgreement(page, views, `${funnel.slug} hydrated on ${move.target}`);
      await page.goBack();
      await expectAgreement(page, views, `${funnel.slug} Back after hydration`);
      await expect(page).toHaveURL(urlPattern(funnel, funnel.landing));
    });
  }

  test('a choice made before hydration is the one the machine keeps', async ({ page }) => {
    const funnel = funnels.find((candidate) => Object.values(candidate.steps).some((step) => step.blocks.some((block) => block.type === 'order-options')));
    expect(funnel, 'a funnel with order options').toBeDefined();
    if (funnel === undefined) return;
    const [stepId, step] = Object.entries(funnel.steps).find(([, candidate]) => candidate.blocks.some((block) => block.type === 'order-options')) ?? [];
    const block = step?.blocks.find((candidate) => candidate.type === 'order-options');
    if (stepId === undefined || block?.type !== 'order-options') return;
    const other = block.options.find((option) => option.id !== block.default);
    if (other === undefined) return;

    const release = await holdScripts(page);
    await page.goto(stepUrl(funnel, stepId), { waitUntil: 'commit' });
    const radio = page.getByRole('radio', { name: new RegExp(other.title) });
    await radio.check();
    release();
    await waitForHydration(page);
    await expect(radio).toBeChecked();
    await expect(page.getByText(`Your order: ${other.title}`, { exact: false })).toBeVisible();
  });
  test('what a visitor typed before hydration stays in the form, and its submit then goes where the machine goes', async ({ page }) => {
    // The first funnel whose first move is a form's submit: its form is on the landing step.
    const found = funnels.flatMap((funnel) => {
      const move = firstMove(shortestFinalPath(funnel));
      const block = stepOf(funnel, funnel.landing).blocks.find((candidate) => candidate.type === 'form' && candidate.event === move?.step.event.type);
      return move !== undefined && block?.type === 'form' ? [{ funnel, move, block }] : [];
    })[0];
    expect(found, 'a funnel whose landing step is a form').toBeDefined();
    if (found === undefined) return;
    const { funnel, move, block } = found;
    const requests = recordRequests(page);

    const release = await holdScripts(page);
    await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
    await fillForm(page, block);
    release();
    await waitForHydration(page);
    // React has attached to the form once the island is hydrated (a later task than hydrateRoot's start).
    await expect.poll(() => formOf(page, block).evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    const form = formOf(page, block);
    for (const field of block.fields) {
      if (field.type === 'select') await expect(fieldOf(form, field)).toHaveValue(field.options[0]?.value ?? '');
      else await expect(fieldOf(form, field)).toHaveValue(SAMPLE[field.type]);
    }

    await form.getByRole('button', { name: block.submitLabel, exact: true }).click();
    await expect(page).toHaveURL(urlPattern(funnel, move.target));
    await expect(h1(page, stepHeading(stepOf(funnel, move.target)))).toBeVisible();
    expectNothingTypedSent(page, requests);
  });
});

test('hydrating after the visitor has scrolled leaves the page where they are', async ({ page }) => {
  const funnel = funnels[0];
  if (funnel === undefined) throw new Error('no funnels');
  const release = await holdScripts(page);
  await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
  await expect(h1(page, stepHeading(stepOf(funnel, funnel.landing)))).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await waitForHydration(page);
  await page.waitForTimeout(300); // measuring that nothing moves the page after hydration
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
