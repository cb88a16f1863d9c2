/**
 * Resilience: no uncaught error and no console.error on any route or in the
 * states visitors reach; a favicon service that is down or slow never holds
 * up or breaks a page; and no form sends anything anywhere (SPEC §7).
 *
 * Third-party requests (the favicon service, unreachable from CI machines)
 * are answered by the test, so results do not depend on the network; where a
 * test aborts them, Chromium's own "Failed to load resource" line for exactly
 * those URLs is excused (support/consoleErrors.ts), and nothing else is.
 */
import type { Page, Request } from '@playwright/test';
import { recordErrors } from './support/consoleErrors.ts';
import { funnels, stepRoutes } from './support/routes.ts';
import { openSettled } from './support/settle.ts';
import {
  formCases,
  holdClock,
  menuRoute,
  menuToggle,
  openMenu,
  openViewer,
  sectionOf,
  signUp,
  submitAndHold,
  submitEmpty,
  viewerCases,
} from './support/states.ts';
import { isThirdParty, routeThirdParty } from './support/thirdParty.ts';
import { atOneWidth, expect, test } from './support/test.ts';
import { fillForm, formOf, h1, stepHeading } from './support/walk.ts';
import { stepOf } from './support/model.ts';
import { viewer } from './support/portfolio.ts';

function h1Of(page: Page) {
  return page.getByRole('heading', { level: 1 }).first();
}

function originOf(baseURL: string | undefined): string {
  if (baseURL === undefined) throw new Error('no baseURL');
  return new URL(baseURL).origin;
}

test.describe('no errors in normal use', () => {
  // Every route loaded, scrolled to the bottom and back: everyPage.spec, page by page.
  // Every state visitors reach beyond a fresh page, one test per page that has any, each state a step.
  const menu = menuRoute();
  const galleries = viewerCases();
  const forms = formCases();
  const copyRoutes = funnels()
    .flatMap(stepRoutes)
    .filter((route) => route.blocks.some((block) => block.type === 'discount-code'));
  const statePaths = [...new Set([menu.path, ...galleries.map((gallery) => gallery.route.path), ...forms.map((form) => form.route.path), ...copyRoutes.map((route) => route.path)])];

  for (const path of statePaths) {
    const here = {
      galleries: galleries.filter((gallery) => gallery.route.path === path),
      forms: forms.filter((form) => form.route.path === path),
      copies: copyRoutes.filter((route) => route.path === path).flatMap((route) => route.blocks.filter((block) => block.type === 'discount-code')),
    };
    const states = [
      ...(path === menu.path ? ['the phone menu'] : []),
      ...here.galleries.map((gallery) => `the viewer on a ${gallery.kind}`),
      ...here.forms.map(({ block }) => `“${block.heading}” empty and sent`),
      ...here.copies.map(() => 'Copy code'),
    ];
    const widthBound = path === menu.path || here.galleries.length > 0;
    test(`${path}: ${states.join(', ')}, with no error`, async ({ page, baseURL, isMobile }, testInfo) => {
      // The menu and the viewers are drawn for the width; a form sent and a code copied are the same at every width.
      test.skip(!widthBound && !isMobile, 'a form sent and a code copied are the same at every width: checked at the phone width only');
      await routeThirdParty(page, originOf(baseURL), 'serve');
      const log = recordErrors(page);
      await openSettled(page, path);
      if (path === menu.path && testInfo.project.name === 'phone') {
        await test.step('the phone menu opens and closes', async () => {
          await openMenu(page);
          await page.keyboard.press('Escape');
          await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
        });
      }
      for (const gallery of here.galleries) {
        await test.step(`the viewer opens on a ${gallery.kind} picture and closes`, async () => {
          await openViewer(page, gallery);
          await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
          await expect(viewer(page)).toHaveCount(0);
        });
      }
      for (const block of here.copies) {
        await test.step(`Copy code copies ${block.code}`, async () => {
          await sectionOf(page, block.heading).getByRole('button', { name: 'Copy code', exact: true }).click();
          await expect(page.getByRole('status').filter({ hasText: block.code })).toHaveCount(1);
        });
      }
      // Forms last: a sent form leads on to another step.
      for (const { block } of here.forms) {
        await test.step(`“${block.heading}” held empty, then sent`, async () => {
          await submitEmpty(page, block);
          if (block.type === 'newsletter') {
            await signUp(page, block);
          } else {
            await fillForm(page, block);
            await formOf(page, block).getByRole('button', { name: block.submitLabel, exact: true }).click();
            await expect(page).not.toHaveURL(new RegExp(`${path}$`));
          }
        });
      }
      expect(log.errors()).toEqual([]);
    });
  }

  test.describe('a delayed step', () => {
    atOneWidth('phone', 'the machine’s pause and what it logs are the same at every width; a funnel visitor is on a phone');

    test('a delayed step while it is submitting', async ({ page }) => {
      const log = recordErrors(page);
      for (const { route, block } of formCases().filter((form) => form.delayed)) {
        if (block.type !== 'form') continue;
        await holdClock(page);
        await page.goto(route.path);
        await submitAndHold(page, block);
        await page.clock.runFor(60_000);
        await expect(page).not.toHaveURL(new RegExp(`${route.path}$`));
      }
      expect(log.errors()).toEqual([]);
    });
  });
});

test.describe('a favicon service that is down or slow', () => {
  atOneWidth('phone', 'a failed or slow picture is handled the same at every width; a slow network is a phone’s');
  const websiteGrid = () => {
    const gallery = viewerCases().find((candidate) => candidate.kind === 'website-grid');
    if (gallery === undefined) throw new Error('no page shows a website grid');
    return gallery;
  };
  const monograms = (page: Page) => page.getByRole('img', { name: / logo$/ });

  test('unreachable: every site shows its initial, with no broken image and no error of the app', async ({ page, baseURL }) => {
    const origin = originOf(baseURL);
    const aborted = new Set<string>();
    page.on('requestfailed', (request) => {
      if (isThirdParty(request.url(), origin)) aborted.add(request.url());
    });
    await routeThirdParty(page, origin, 'abort');
    const log = recordErrors(page, (url) => aborted.has(url));
    const gallery = websiteGrid();
    await page.goto(gallery.route.path);
    const grid = sectionOf(page, gallery.heading);
    await expect(h1Of(page)).toBeVisible();
    await expect(monograms(page).first()).toBeVisible();
    // The tiles ask the service once they are scrolled near.
    await grid.scrollIntoViewIfNeeded();
    // They ask once the scroll has brought them near, which may be after the page first went idle.
    await expect.poll(() => aborted.size, { message: 'the favicon service was asked, and failed' }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expect(grid.locator('img'), 'no favicon image stays on the page').toHaveCount(0);
    expect(log.errors()).toEqual([]);
  });

  test('10 s slow: the page paints and finishes loading at once, with the initials showing meanwhile', async ({ page, baseURL }) => {
    const origin = originOf(baseURL);
    await routeThirdParty(page, origin, { delayMs: 10_000 });
    const started = Date.now();
    await page.goto(websiteGrid().route.path, { waitUntil: 'commit' });
    await expect(h1Of(page)).toBeVisible({ timeout: 5_000 });
    await expect(monograms(page).first()).toBeVisible({ timeout: 5_000 });
    await page.waitForLoadState('load', { timeout: 5_000 });
    const loadedAfter = Date.now() - started;
    // With no script to wait for, `load` can come before the first frame is painted: ask until it is.
    const paintTime = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await expect.poll(paintTime, { message: 'the browser painted content', timeout: 5_000 }).not.toBeNull();
    expect((await paintTime()) ?? Infinity, 'first contentful paint, ms').toBeLessThan(5_000);
    expect(loadedAfter, 'ms until the load event; the favicons are still on their way').toBeLessThan(5_000);
    await expect(monograms(page)).not.toHaveCount(0);
  });
});

test.describe('forms send nothing', () => {
  atOneWidth('desktop', 'what a form sends does not depend on the width');
  const STATIC_KINDS = new Set(['script', 'stylesheet', 'font', 'image', 'media', 'manifest']);

  /**
   * Any request but a same-origin GET of a static file the page loads: code,
   * styles, fonts, pictures, and files the browser fetches by itself, such as
   * the tab icon again when the head changes (type "other", a path with a file extension).
   */
  function isSent(request: Request, origin: string): boolean {
    if (request.method() !== 'GET' || isThirdParty(request.url(), origin)) return true;
    const kind = request.resourceType();
    return !(STATIC_KINDS.has(kind) || (kind === 'other' && /\.[a-z0-9]+$/i.test(new URL(request.url()).pathname)));
  }

  for (const route of funnels().flatMap(stepRoutes)) {
    const forms = formCases().filter((form) => form.route.path === route.path);
    const copies = route.blocks.filter((block) => block.type === 'discount-code');
    if (forms.length === 0 && copies.length === 0) continue;
    test(`${route.label}: submitting ${[...forms.map(({ block }) => `“${block.heading}”`), ...copies.map(() => 'Copy code')].join(', ')} makes no request`, async ({ page, baseURL }) => {
      const origin = originOf(baseURL);
      await holdClock(page);
      await page.goto(route.path);
      await expect(h1(page, stepHeading(stepOf(route.funnel, route.stepId)))).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (isSent(request, origin)) sent.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
      });
      for (const { block } of forms) {
        if (block.type === 'newsletter') {
          await signUp(page, block);
          continue;
        }
        await fillForm(page, block);
        await formOf(page, block).getByRole('button', { name: block.submitLabel, exact: true }).click();
        await page.clock.runFor(60_000);
        await expect(page, 'the form moved the funnel on').not.toHaveURL(new RegExp(`${route.path}$`));
      }
      for (const block of copies) {
        await sectionOf(page, block.heading).getByRole('button', { name: 'Copy code', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: block.code })).toHaveCount(1);
      }
      await page.clock.runFor(1_000);
      await page.waitForLoadState('networkidle');
      expect(sent, 'requests made after the page loaded').toEqual([]);
    });
  }
});
