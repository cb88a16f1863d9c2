/**
 * A client's site in its own language, with JavaScript (issue 59): on Fjord Tours ("language": "nb") the consent
 * banner is Norwegian, and a form sent empty, then with a bad email address, is held by the browser with the
 * worker's own Norwegian words for each field (the browser's check speaks the page's language, not its own).
 * Without JavaScript the worker answers: tests/site/siteLanguage.test.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStaticHost, type StaticHost } from '../../bench/staticHost.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { fillMessage } from '../../src/i18n/fillMessage.ts';
import { leadForms } from '../../src/leads/leadForms.ts';
import { banner } from './support/google.ts';
import { atOneWidth, expect, test, waitForHydration } from './support/test.ts';
import { fieldOf, formOf, SAMPLE } from './support/walk.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY = 'fjord-tours';
const DIST = path.join(ROOT, 'dist-sites', KEY);
const project = loadProjectData(ROOT, { site: KEY });
const client = project.sites.find((site) => site.key === KEY);
const words = project.words[client?.language ?? ''];
const [posted] = leadForms(project.funnels, project.site);
const block = project.funnels.flatMap((funnel) => Object.values(funnel.steps).flatMap((step) => step.blocks)).find((candidate) => candidate.type === 'form');
if (words === undefined || posted === undefined || block?.type !== 'form') throw new Error(`sites/${KEY}.json: no language or no form (${project.errors.join('; ')})`);
const email = block.fields.find((field) => field.type === 'email');
if (email === undefined) throw new Error(`${KEY}'s form has no email field`);

let host: StaticHost;
test.beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`No ${DIST}/index.html: \`npm run build -- --site ${KEY}\` builds it`);
  host = await startStaticHost(DIST, 0, { compress: false });
});
test.afterAll(async () => {
  await host.stop();
});

test.describe(`${KEY} in its language, with JavaScript`, () => {
  atOneWidth('phone', 'the words do not depend on the width');

  test('the consent banner asks in Norwegian', async ({ page }) => {
    await page.goto(`${host.origin}/`);
    const region = banner(page, words.consent.label);
    await expect(region).toBeVisible();
    await expect(region.getByText(words.consent.question)).toBeVisible();
    await expect(region.getByRole('button', { name: words.consent.accept, exact: true })).toBeVisible();
    await region.getByRole('button', { name: words.consent.reject, exact: true }).click();
    await expect(region.getByText(words.consent.rejected)).toBeVisible();
  });

  test('a form sent empty, then with a bad address, is held with each field’s problem in Norwegian', async ({ page }) => {
    await page.goto(`${host.origin}${posted.path}`);
    await waitForHydration(page);
    const form = formOf(page, block);
    await form.getByRole('button', { name: block.submitLabel, exact: true }).click();
    const [first] = block.fields;
    if (first === undefined) throw new Error('a form without fields');
    const firstField = fieldOf(form, first);
    await expect(firstField).toBeFocused();
    const missing = fillMessage(first.type === 'select' ? words.validation.chooseOne : words.validation.missing, { label: first.label });
    expect(await firstField.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(missing);

    for (const field of block.fields) {
      const control = fieldOf(form, field);
      if (field.type === 'select') await control.selectOption({ index: 1 });
      else await control.fill(field === email ? 'kari@' : SAMPLE[field.type]);
    }
    await form.getByRole('button', { name: block.submitLabel, exact: true }).click();
    const emailField = fieldOf(form, email);
    await expect(emailField).toBeFocused();
    expect(await emailField.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(fillMessage(words.validation.email, { label: email.label }));
    // Once corrected, the browser checks it afresh: the form is valid again.
    await emailField.fill(SAMPLE.email);
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(true);
  });
});
