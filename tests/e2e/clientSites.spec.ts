/**
 * A client's site (sites/<key>.json, issue 52) in a browser, as `npm run build:sites` writes it into
 * dist-sites/<key>/, passing what the portfolio's pages pass: axe on every page and the 404; the walk of each
 * funnel without JavaScript, and tapped through with it before the page has hydrated; consent before any request
 * to Google, with the client's own measurement ID; a privacy page and a 404 of the client's own.
 *
 * Each site is served as a static host serves it (bench/staticHost.ts: /name is name.html, an unknown address
 * 404.html with status 404, and the site's own `_headers`, its CSP among them), one host per site per worker.
 * A static host runs no worker: a form's POST, which the site's `_routes.json` sends to its worker, is answered
 * here as the worker answers a good submission (answerAsWorker). The worker itself, with its database, is the
 * leads specs' (tests/e2e/leads/, tests/unit/leadsWorker.test.ts).
 *
 * Pages, forms and headings come from the site files and their funnels, through the build's own loader, so a new
 * site, funnel or step is covered without editing this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { BlockOf } from '../../src/blocks/registry.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import type { NamedClientSite } from '../../src/config/load/loadSites.ts';
import type { Words } from '../../src/i18n/Words.ts';
import { PRIVACY_PATH } from '../../src/analytics/consentPage.ts';
import { FORM_FIELD, TRAP_FIELD, type DeliveryAnswer } from '../../src/engine/delivery/protocol.ts';
import { startStaticHost, type StaticHost } from '../../bench/staticHost.ts';
import { expectAccessible } from './support/axe.ts';
import { banner, gaCookies, gtagQueue, recordThirdParties, tagRan, toGoogle } from './support/google.ts';
import { holdAppScripts } from './support/holdScripts.ts';
import { stepOf, stepUrl, type Funnel } from './support/model.ts';
import { funnelKey } from '../../src/engine/funnelKey.ts';
import { MISSING_ROUTE } from './support/routes.ts';
import { settle } from './support/settle.ts';
import { submitEmpty } from './support/states.ts';
import { atOneWidth, expect, test as base, waitForHydration } from './support/test.ts';
import { fieldOf, fillForm, formOf, h1, SAMPLE, stepHeading, urlPattern } from './support/walk.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One client's funnel, as a visitor walks it: landing → the step with its form → the step the form leads to. */
interface FunnelWalk {
  funnel: Funnel;
  /** The landing step's action that opens the form's step. */
  action: string;
  formStep: string;
  form: BlockOf<'form'>;
  next: string;
}

interface ClientSiteCase {
  client: NamedClientSite;
  funnels: Funnel[];
  walks: FunnelWalk[];
  /** The home funnel's background colour, as the browser computes it. */
  background: string;
  /** The engine's words in the site's home language (languages/<tag>.json). */
  words: Words;
  /** The engine's words in each of the site's languages, by tag: a translation's pages (/en/…) speak theirs. */
  wordsIn: Readonly<Record<string, Words>>;
}

const portfolio = loadProjectData(ROOT);
if (portfolio.errors.length > 0) throw new Error(`the project does not validate:\n${portfolio.errors.join('\n')}`);
const OWNER = portfolio.site?.name ?? '';
const PORTFOLIO_ID = portfolio.site?.analytics.measurementId ?? '';

function targetOf(funnel: Funnel, stepId: string, event: string): string {
  const to = stepOf(funnel, stepId).on[event];
  // A step with guarded transitions goes to the first one's target when no guard says otherwise (a walk's choice).
  const target = typeof to === 'string' ? to : Array.isArray(to) ? to[0]?.target : to?.target;
  if (target === undefined) throw new Error(`${funnel.slug}: step "${stepId}" goes nowhere on ${event}`);
  return target;
}

/** Each funnel's way to its first form: the landing step's action whose event leads to the step holding it. */
function walkOf(funnel: Funnel): FunnelWalk {
  const formStep = Object.keys(funnel.steps).find((id) => stepOf(funnel, id).blocks.some((block) => block.type === 'form'));
  const form = formStep === undefined ? undefined : stepOf(funnel, formStep).blocks.find((block) => block.type === 'form');
  if (formStep === undefined || form?.type !== 'form') throw new Error(`${funnel.slug} has no form`);
  const actions = stepOf(funnel, funnel.landing).blocks.flatMap((block) => (block.type === 'hero' ? block.actions : []));
  const action = actions.find((candidate) => 'event' in candidate && targetOf(funnel, funnel.landing, candidate.event) === formStep);
  if (action === undefined) throw new Error(`${funnel.slug}: no action of its landing step opens "${formStep}"`);
  return { funnel, action: action.label, formStep, form, next: targetOf(funnel, formStep, form.event) };
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

const SITES: ClientSiteCase[] = portfolio.sites.map((client) => {
  const { funnels, site, words } = loadProjectData(ROOT, { site: client.key });
  const homeWords = words[client.language];
  if (site?.client === undefined || homeWords === undefined) throw new Error(`sites/${client.key}.json does not load`);
  return { client, funnels, walks: funnels.map(walkOf), background: rgb(site.client.theme.colors.background), words: homeWords, wordsIn: words };
});
if (SITES.length === 0) throw new Error('sites/ holds no client site');

/** Time for one page to be reached and audited, as the portfolio's a11y spec gives it: a test that audits several gets this for each. */
const AUDIT_TIMEOUT = 15_000;

const distOf = (key: string) => path.join(ROOT, 'dist-sites', key);

/** The answer the site's worker gives a good submission: JSON to the script, a 303 to the next step without one. */
async function answerAsWorker(page: Page, walk: FunnelWalk): Promise<Request[]> {
  const posts: Request[] = [];
  const address = stepUrl(walk.funnel, walk.formStep);
  await page.route(
    (url) => url.pathname === address,
    async (route, request) => {
      if (request.method() !== 'POST') {
        await route.fallback();
        return;
      }
      posts.push(request);
      if ((request.headers().accept ?? '').includes('application/json')) {
        const answer: DeliveryAnswer = { ok: true, duplicate: false };
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
      } else {
        await route.fulfill({ status: 303, headers: { Location: stepUrl(walk.funnel, walk.next) } });
      }
    },
  );
  return posts;
}

/**
 * What a POST carried, as the worker reads it: the form's fields, the form's event and the empty bot trap; a form
 * that takes payment, sent by its script, also carries the step's order choice as the visitor left it (its default),
 * which the worker prices from the config. Without a script the choice is bound to the form by the worker's own copy
 * of the page, which this static host does not make (tests/site/clientSitePayments.test.ts posts it there).
 */
function expectSubmission(post: Request | undefined, walk: FunnelWalk, { scripted }: { scripted: boolean }): void {
  expect(post, 'one POST to the form’s own address').toBeDefined();
  const body = new URLSearchParams(post?.postData() ?? '');
  const sent = Object.fromEntries(body.entries());
  const typed = Object.fromEntries(walk.form.fields.map((field) => [field.name, field.type === 'select' ? (field.options[0]?.value ?? '') : SAMPLE[field.type]]));
  const chosen =
    walk.form.pay === undefined || !scripted
      ? {}
      : Object.fromEntries(stepOf(walk.funnel, walk.formStep).blocks.flatMap((block) => (block.type === 'order-options' ? [[block.name, block.default]] : [])));
  expect(sent).toEqual({ ...typed, ...chosen, [FORM_FIELD]: walk.form.event, [TRAP_FIELD]: '' });
}

/** The hosts, started once a worker: `compress: false`, as a test has no use for the seconds Brotli takes. */
const test = base.extend<{ site: string }, { hosts: Map<string, StaticHost> }>({
  site: ['', { option: true }],
  hosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here
    async ({}, provide) => {
      const hosts = new Map<string, StaticHost>();
      for (const { client } of SITES) {
        const dist = distOf(client.key);
        if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`No ${dist}/index.html: \`npm run build:sites\` builds the client sites`);
        hosts.set(client.key, await startStaticHost(dist, 0, { compress: false }));
      }
      await provide(hosts);
      for (const host of hosts.values()) await host.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site, hosts, baseURL }, provide) => {
    await provide(hosts.get(site)?.origin ?? baseURL);
  },
});

for (const { client, funnels, walks, background, words, wordsIn } of SITES) {
  /** The engine's words of the page's language (its <html lang>), or of a funnel's copy. */
  const wordsOf = (language: string | null | undefined): Words => wordsIn[language ?? client.language] ?? words;
  const measured = client.analytics.measurementId;
  const home = funnels.find((funnel) => funnel.slug === client.home);
  if (home === undefined) throw new Error(`sites/${client.key}.json: no home funnel`);

  test.describe(`${client.key} (${client.name})`, () => {
    test.use({ site: client.key, reducedMotion: 'reduce' });

    /**
     * What every page shows before the visitor has chosen anything: the banner when the site measures, none when
     * it does not; and, either way, nothing asked of any other host (Google included), no _ga cookie, and on a
     * site that measures, nothing in GA4's queue but the default of denied.
     */
    async function expectNothingSent(page: Page, context: BrowserContext, seen: readonly string[]): Promise<void> {
      expect(seen, 'requests that left the site').toEqual([]);
      expect(await gaCookies(context)).toEqual([]);
      const here = wordsOf(await page.locator('html').getAttribute('lang'));
      if (measured === undefined) {
        await expect(banner(page, here.consent.label)).toBeHidden();
        await expect(page.getByRole('button', { name: here.consent.settings })).toHaveCount(0);
      } else {
        await expect(banner(page, here.consent.label)).toBeVisible();
        expect((await gtagQueue(page)).map((command) => command.slice(0, 2))).toEqual([['consent', 'default']]);
      }
    }

    /**
     * The step's one action in the first screen, as the portfolio's steps are held to it (firstScreen.spec.ts):
     * at each width the issue names, its bottom edge within the screen and above the consent banner a first
     * visit sees. The landing step's action that opens the form, and the form's submit button.
     */
    test.describe('the action of each step in the first screen', () => {
      atOneWidth('phone', 'the widths are set here, one after another in one page');
      for (const walk of walks) {
        test(`${funnelKey(walk.funnel)}: “${walk.action}” and “${walk.form.submitLabel}” at 320, 360, 390 and 1366 px`, async ({ page }) => {
          // Eight loads, and the two at 1366 px audited.
          test.setTimeout(AUDIT_TIMEOUT * 4);
          for (const screen of [
            { width: 320, height: 740 },
            { width: 360, height: 740 },
            { width: 390, height: 844 },
            { width: 1366, height: 900 },
          ]) {
            await page.setViewportSize(screen);
            // An order step that takes payment holds its choices, its bump and the paying form: on a phone its pay
            // button waits at the foot of the screen, as the demos' checkout buttons do.
            for (const [stepId, action] of [
              [walk.funnel.landing, page.getByRole('main').getByRole('button', { name: walk.action }).or(page.getByRole('main').getByRole('link', { name: walk.action }))],
              [walk.formStep, page.getByRole('main').getByRole('button', { name: walk.form.submitLabel })],
            ] as const) {
              await page.goto(stepUrl(walk.funnel, stepId));
              // The desktop's audit: the steps' blocks and words are the phone's (audited on every step below), their
              // layout at 1366 px is this load's.
              if (screen.width === 1366) {
                await settle(page);
                await expectAccessible(page, `${stepUrl(walk.funnel, stepId)} at 1366 px`);
              }
              const box = await action.first().boundingBox();
              const label = `${stepUrl(walk.funnel, stepId)} at ${String(screen.width)}×${String(screen.height)}`;
              expect(box, `${label}: the action is drawn`).not.toBeNull();
              const bottom = (box?.y ?? 0) + (box?.height ?? 0);
              expect(bottom, `${label}: bottom edge in the first screen`).toBeLessThanOrEqual(screen.height);
              // A site that measures opens its banner on a first visit; one that does not has none to wait for.
              const bannerBox = measured === undefined ? null : await banner(page, wordsOf(walk.funnel.language).consent.label).boundingBox();
              if (bannerBox !== null) expect(bottom, `${label}: bottom edge above the consent banner`).toBeLessThanOrEqual(bannerBox.y);
            }
          }
        });
      }
    });

    const nothingSent = measured === undefined ? 'no banner and no request to any other host' : 'the banner open and no request to Google or any other host';

    test.describe('every page audited', () => {
      atOneWidth('phone', 'a step’s blocks, words and colours are the same at every width; the desktop layout of each form’s steps is audited in the first-screen test above');
      for (const funnel of funnels) {
        const walk = walks.find((candidate) => candidate.funnel === funnel);
        test(`every step of ${funnelKey(funnel)}: axe (its form after an empty submit too), and ${nothingSent}`, async ({ page, context, baseURL }) => {
          test.setTimeout(AUDIT_TIMEOUT * (Object.keys(funnel.steps).length + 1));
          const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
          for (const stepId of Object.keys(funnel.steps)) {
            await page.goto(stepUrl(funnel, stepId));
            await settle(page);
            await expectAccessible(page, `${funnelKey(funnel)} · ${stepId}`);
            if (stepId === walk?.formStep) {
              await submitEmpty(page, walk.form);
              await expectAccessible(page, `${funnelKey(funnel)} · ${stepId} after an empty submit`);
            }
            await expectNothingSent(page, context, seen);
          }
        });
      }

      test(`the privacy page and the 404 in each language: axe, and ${nothingSent}`, async ({ page, context, baseURL }) => {
        const addresses = [PRIVACY_PATH, MISSING_ROUTE, ...client.translations.flatMap((language) => [`/${language}${PRIVACY_PATH}`, `/${language}${MISSING_ROUTE}`])];
        test.setTimeout(AUDIT_TIMEOUT * addresses.length);
        const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
        for (const address of addresses) {
          await page.goto(address);
          await settle(page);
          await expectAccessible(page, address);
          await expectNothingSent(page, context, seen);
        }
      });
    });

    test.describe('the privacy page and the 404', () => {
      atOneWidth('phone', 'what the pages say and link to does not depend on the width');

      test(`the privacy page names ${client.name} and its forms, and no one else`, async ({ page }) => {
        const response = await page.goto(PRIVACY_PATH);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(client.name));
        const main = page.getByRole('main');
        await expect(main).toContainText(client.name);
        await expect(main.getByRole('link', { name: client.email }).first()).toHaveAttribute('href', `mailto:${client.email}`);
        // The forms in the home language: each translation's privacy page lists its own copies (clientSiteLanguages.test.ts).
        const ownForms = walks.filter((walk) => walk.funnel.language === client.language);
        for (const { form } of ownForms) await expect(main.getByRole('heading', { name: form.heading })).toBeVisible();
        const others = SITES.filter((other) => other.client.key !== client.key).flatMap((other) => [other.client.name, ...other.walks.map(({ form }) => form.heading)]);
        const text = await page.locator('body').innerText();
        for (const name of [OWNER, ...others]) expect(text, 'a name of another site').not.toContain(name);
        if (measured === undefined) expect(text).not.toContain('_ga');
        else expect(text).toContain(`_ga_${measured.slice(2)}`);
        await expect(page.locator('body')).toHaveCSS('background-color', background);
      });

      test('an unknown address: the 404 page, with status 404, in the client’s look, leading home to /', async ({ page }) => {
        const response = await page.goto(MISSING_ROUTE);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(client.name);
        await expect(page.locator('body')).toHaveCSS('background-color', background);
        await expect(page.getByRole('link', { name: words.notFound.home })).toHaveAttribute('href', '/');
        await expect(page.locator('a[href^="/showcase"], a[href^="/funnels"], a[href^="/projects"]')).toHaveCount(0);
        expect(await page.locator('body').innerText()).not.toContain(OWNER);
        await page.getByRole('link', { name: words.notFound.home }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(h1(page, stepHeading(stepOf(home, home.landing)))).toBeVisible();
      });
    });

    for (const walk of walks) {
      const { funnel, form } = walk;
      const address = stepUrl(funnel, walk.formStep);

      test.describe(`${funnelKey(funnel)} without JavaScript`, () => {
        test.use({ javaScriptEnabled: false });
        atOneWidth('desktop', 'links and forms without script work the same at every width');

        test(`landing → ${walk.formStep}: an empty form is held by the browser; filled, it posts to ${address}, which the worker answers`, async ({ page }) => {
          const posts = await answerAsWorker(page, walk);
          await page.goto(stepUrl(funnel, funnel.landing));
          await expect(h1(page, stepHeading(stepOf(funnel, funnel.landing)))).toBeVisible();
          await page.getByRole('link', { name: walk.action, exact: true }).first().click();
          await expect(page).toHaveURL(urlPattern(funnel, walk.formStep));
          const element = formOf(page, form);
          // The worker's address: the form posts to its own step, which the site's _routes.json sends to the worker.
          await expect(element).toHaveAttribute('action', address);
          await expect(element).toHaveAttribute('method', 'post');
          const routes = JSON.parse(readFileSync(path.join(distOf(client.key), '_routes.json'), 'utf8')) as { include: string[] };
          expect(routes.include, '_routes.json sends the POST to the worker').toContain(address);
          for (const field of form.fields) {
            if (field.required) await expect(fieldOf(element, field), field.label).toHaveAttribute('required', '');
          }
          expect(await element.evaluate((node: HTMLFormElement) => node.checkValidity()), 'an empty form is invalid').toBe(false);
          await element.getByRole('button', { name: form.submitLabel, exact: true }).click();
          await fillForm(page, form);
          expect(posts, 'the empty submit sent nothing').toEqual([]);
          await element.getByRole('button', { name: form.submitLabel, exact: true }).click();
          await expect(page).toHaveURL(urlPattern(funnel, walk.next));
          await expect(h1(page, stepHeading(stepOf(funnel, walk.next)))).toBeVisible();
          expect(posts).toHaveLength(1);
          expectSubmission(posts[0], walk, { scripted: false });
        });
      });

      test.describe(`${funnelKey(funnel)} with JavaScript, tapped at once`, () => {
        atOneWidth('phone', 'a tap on a slow phone');

        test(`${walk.action} tapped before the scripts have run, then the form sent: ${walk.next}`, async ({ page }) => {
          const posts = await answerAsWorker(page, walk);
          const release = await holdAppScripts(page);
          await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
          await page.getByRole('link', { name: walk.action, exact: true }).first().click();
          await expect(page).toHaveURL(urlPattern(funnel, walk.formStep));
          await expect(formOf(page, form)).toBeVisible();
          release();
          await waitForHydration(page);
          await expect.poll(() => formOf(page, form).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
          await fillForm(page, form);
          // A paying form's button is, on a phone, the band's at the foot of the screen (it submits the form by its id).
          await page.getByRole('main').getByRole('button', { name: form.submitLabel, exact: true }).click();
          await expect(page).toHaveURL(urlPattern(funnel, walk.next));
          await expect(h1(page, stepHeading(stepOf(funnel, walk.next)))).toBeVisible();
          expect(posts).toHaveLength(1);
          expectSubmission(posts[0], walk, { scripted: true });
        });
      });
    }

    if (client.translations.length > 0) {
      test.describe('in each of its languages', () => {
        atOneWidth('phone', 'the switch must be seen and tapped on a phone, where the step’s action is closest to it');

        test('each step links to itself in the other language at the top: 44 px to tap, covering none of the step’s action, and leads to that step there', async ({ page }) => {
          test.setTimeout(AUDIT_TIMEOUT * 2 * walks.length);
          for (const walk of walks) {
            const other = walk.funnel.language === client.language ? (client.translations[0] ?? '') : client.language;
            const twin = walks.find((candidate) => candidate.funnel.slug === walk.funnel.slug && candidate.funnel.language === other);
            if (twin === undefined) throw new Error(`${funnelKey(walk.funnel)}: no copy in ${other}`);
            for (const [stepId, action] of [
              [walk.funnel.landing, page.getByRole('main').getByRole('link', { name: walk.action }).or(page.getByRole('main').getByRole('button', { name: walk.action }))],
              [walk.formStep, page.getByRole('main').getByRole('button', { name: walk.form.submitLabel })],
            ] as const) {
              await page.goto(stepUrl(walk.funnel, stepId));
              await waitForHydration(page);
              const link = page.locator(`body a[hreflang="${other}"]`);
              await expect(link).toHaveCount(1);
              await expect(link).toBeVisible();
              await expect(link).toHaveAttribute('lang', other);
              const box = await link.boundingBox();
              const label = `${stepUrl(walk.funnel, stepId)}: the link to ${other}`;
              expect(box?.height ?? 0, label).toBeGreaterThanOrEqual(44);
              expect(box?.width ?? 0, label).toBeGreaterThanOrEqual(44);
              expect((box?.y ?? 0) + (box?.height ?? 0), `${label} is in the first screen`).toBeLessThanOrEqual(844);
              const actionBox = await action.first().boundingBox();
              const apart = box === null || actionBox === null || box.y + box.height <= actionBox.y || actionBox.y + actionBox.height <= box.y;
              expect(apart, `${label} covers none of the step's action`).toBe(true);
              await link.click();
              await expect(page).toHaveURL(urlPattern(twin.funnel, stepId));
              await expect(page.locator('html')).toHaveAttribute('lang', other);
              await expect(h1(page, stepHeading(stepOf(twin.funnel, stepId)))).toBeVisible();
            }
          }
        });

        for (const walk of walks.filter((candidate) => candidate.funnel.language !== client.language)) {
          test(`${stepUrl(walk.funnel, walk.formStep)} with JavaScript: sent empty, then with a bad email, the form holds it on the ${String(walk.funnel.language)} page and sends nothing`, async ({ page }) => {
            const posts = await answerAsWorker(page, walk);
            await page.goto(stepUrl(walk.funnel, walk.formStep));
            await waitForHydration(page);
            await submitEmpty(page, walk.form);
            await fillForm(page, walk.form);
            const email = walk.form.fields.find((field) => field.type === 'email');
            if (email === undefined) throw new Error(`${funnelKey(walk.funnel)}: its form asks no email`);
            const element = formOf(page, walk.form);
            await fieldOf(element, email).fill('ingrid@');
            await element.getByRole('button', { name: walk.form.submitLabel, exact: true }).click();
            await expect(element.locator(':focus')).toHaveAttribute('name', email.name);
            await expect(page).toHaveURL(urlPattern(walk.funnel, walk.formStep));
            await expect(page.locator('html')).toHaveAttribute('lang', walk.funnel.language ?? '');
            await expect(h1(page, stepHeading(stepOf(walk.funnel, walk.formStep)))).toBeVisible();
            expect(posts, 'nothing sent while the form is wrong').toEqual([]);
          });
        }
      });
    }

    if (measured !== undefined) {
      test.describe('consent', () => {
        atOneWidth('phone', 'a funnel’s visitor is on a phone; what is requested does not depend on the width');

        test(`after Accept, Google’s tag is fetched once, for ${measured}, and never for the portfolio’s ID`, async ({ page, context, baseURL }) => {
          const seen = await recordThirdParties(context, new URL(baseURL ?? '').origin);
          await page.goto(stepUrl(home, home.landing));
          await banner(page, words.consent.label).getByRole('button', { name: words.consent.accept }).click();
          await expect(banner(page, words.consent.label).getByText(words.consent.accepted)).toBeVisible();
          await expect.poll(() => tagRan(page)).toBe(true);
          const queue = await gtagQueue(page);
          expect(queue.filter((command) => command[0] === 'config').map((command) => command[1])).toEqual([measured]);
          expect(toGoogle(seen)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${measured}`]);
          expect(JSON.stringify([queue, seen, await page.content()])).not.toContain(PORTFOLIO_ID);
        });
      });
    }
  });
}
