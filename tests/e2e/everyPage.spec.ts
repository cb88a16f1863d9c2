/**
 * Every page the build prerenders (and the 404 page), opened as few times as
 * the checks allow and held to everything a page of this site must be. One
 * test per route and width, so a slow machine stretches one page's test, not a
 * loop over a dozen; each check is a step, so a failure names the page and the
 * check. Routes come from content/ and funnels/ (support/routes.ts): a new
 * page or funnel step is covered without editing this file.
 *
 * 1. The HTML as served: its headings, which hydration must keep. (What the
 *    page shows without JavaScript, its title, h1, main and links, is read
 *    from the built file, without a browser: tests/site/pagesWithoutScripts.)
 * 2. With JavaScript, reduced motion (so axe never judges a half-faded
 *    section): the Content-Security-Policy is sent and met; the page hydrates
 *    keeping the prerendered headings, with one title and canonical; a
 *    funnel step shows its title and h1, and offers "How this funnel works"
 *    while loading nothing of that view until it is pressed; axe finds no WCAG 2.2 AA violation;
 *    the first Tab reaches a skip link that moves focus into main; every
 *    focusable element shows an uncut ring with 3:1 contrast.
 * 3. In the phone run, reloaded with full motion (a reload keeps a funnel
 *    step): the web fonts hold every character set in them within 30 KB;
 *    the page scrolled to the bottom and back starts everything that waits
 *    for the viewport. None of these depends on the width, so the desktop
 *    run stops after 2.
 * Throughout, nothing breaks the policy, throws, logs an error, or warns
 * (React reports a hydration mismatch as a warning).
 */
import type { Page, Response } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { recordErrors } from './support/consoleErrors.ts';
import { expectFontsWithinBudget } from './support/fonts.ts';
import { focusRingProblems } from './support/focusRing.ts';
import { focusedElement, isFocused } from './support/keyboard.ts';
import { stepOf } from './support/model.ts';
import { recordConsole } from './support/portfolio.ts';
import { allRoutes, NOT_FOUND_ROUTE, ORIGIN, type SiteRoute, type StepRoute } from './support/routes.ts';
import { settle } from './support/settle.ts';
import { routeThirdParty } from './support/thirdParty.ts';
import { expect, test } from './support/test.ts';
import { h1, stepHeading, urlPattern } from './support/walk.ts';

test.use({ reducedMotion: 'reduce' });

/**
 * A dozen checks on one page, focus rings element by element among them: a
 * few seconds on an idle machine, so twice the default gives a slow or busy
 * one the same margin every other test has.
 */
const PAGE_TIMEOUT = 60_000;

function isStepRoute(route: SiteRoute): route is StepRoute {
  return 'stepId' in route;
}

/**
 * The h1 and h2 texts of a page's HTML as a browser parses it, before any script runs: parsed by the page's own
 * DOMParser (inert: no script runs, nothing loads), not jsdom in the test's process, which spent a third of a
 * second a page parsing the inline styles.
 */
async function prerenderedHeadings(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return [...parsed.querySelectorAll('main h1, main h2')].map((node) => node.textContent.trim());
  }, html);
}

async function headingTexts(page: Page): Promise<string[]> {
  return page.locator('main h1, main h2').evaluateAll((nodes) => nodes.map((node) => node.textContent.trim()));
}

/** Records CSP violations from before the first script of every load. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleReports];
}

async function expectPolicy(page: Page, response: Response | null): Promise<void> {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** The first Tab reaches a visible "Skip to main content", and Enter puts focus in main. */
async function expectSkipLink(page: Page, route: SiteRoute): Promise<void> {
  const link = page.getByRole('link', { name: 'Skip to main content', exact: true });
  await expect(link, 'has a skip link').toHaveCount(1);
  await expect(link, 'hidden until focused').not.toBeInViewport();
  await page.keyboard.press('Tab');
  expect(await isFocused(link), `the first Tab reaches the skip link, not ${await focusedElement(page)}`).toBe(true);
  await expect(link, 'shown while focused').toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main'), 'Enter moves focus to <main>').toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) === true);
  expect(inMain, `the next Tab stays in main, on ${await focusedElement(page)}`).toBe(true);
  await expect(page, 'the address is unchanged').toHaveURL(new RegExp(`${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** A funnel step reached by its address: its URL, title, h1 and canonical. */
async function expectStep(page: Page, route: StepRoute): Promise<void> {
  const step = stepOf(route.funnel, route.stepId);
  await expect(page).toHaveURL(urlPattern(route.funnel, route.stepId));
  await expect(page).toHaveTitle(step.title);
  await expect(h1(page, stepHeading(step))).toBeVisible();
}

async function expectOneHead(page: Page, route: SiteRoute): Promise<void> {
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${route.path}`);
}

for (const route of [...allRoutes(), NOT_FOUND_ROUTE]) {
  test(`${route.path}: hydrates cleanly under the CSP, accessible, keyboard-ready, fonts within budget, no errors`, async ({
    page,
    request,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(PAGE_TIMEOUT);
    if (baseURL === undefined) throw new Error('no baseURL');
    const origin = new URL(baseURL).origin;

    // What the page is without scripts (its title, h1, main and links) is read from the built file in
    // tests/site/pagesWithoutScripts.test.ts; here, the headings it arrives with, to hold hydration to them.
    const served = await test.step('the prerendered page, as served', async () => (await request.get(route.path)).text());

    // The 404 page answers with HTTP 404, which Chromium logs as a failed resource: that line for that URL is the status, not an error.
    const errors = recordErrors(page, (url) => route === NOT_FOUND_ROUTE && url === `${origin}${route.path}`);
    const messages = recordConsole(page);
    const violations = await watchViolations(page);
    const seenViolations: string[] = [];
    await routeThirdParty(page, origin, 'serve');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await test.step('hydrates under the Content-Security-Policy, keeping the prerendered headings', async () => {
      const response = await page.goto(route.path);
      await expectPolicy(page, response);
      await settle(page);
      await expect
        .poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer'))), {
          message: 'React manages the page (without it the page would only be the static HTML)',
        })
        .toBe(true);
      expect(await headingTexts(page), 'the headings as the HTML was served').toEqual(await prerenderedHeadings(page, served));
      await expectOneHead(page, route);
      if (isStepRoute(route)) {
        await expectStep(page, route);
        await expect(page.getByRole('button', { name: 'How this funnel works', exact: true }), 'a funnel step offers its flow view').toBeVisible();
      }
    });

    await test.step('axe: no WCAG 2.2 AA violation', async () => {
      await expectAccessible(page, route.label);
    });

    await test.step('the first Tab reaches the skip link, and Enter moves focus into main', async () => {
      await expectSkipLink(page, route);
    });

    await test.step('every focusable element shows an uncut ring with 3:1 contrast', async () => {
      const problems = (await focusRingProblems(page)).map(({ element, problem }) => `${element}: ${problem}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    // A reload (navigation.spec leaves each step's to this file), the fonts and what waits for the viewport are
    // the same at every width: the phone run checks them, with full motion from here on. The desktop run has
    // checked what its layout changes.
    if (isMobile) {
      await test.step('reloaded with full motion: the same page, its fonts within budget', async () => {
        seenViolations.push(...(await violations()));
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectOneHead(page, route);
        if (isStepRoute(route)) await expectStep(page, route);
        await expectFontsWithinBudget(page, request, route.path);
      });

      await test.step('scrolled to the bottom and back, with everything that waits for the viewport started', async () => {
        await page.keyboard.press('End');
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Home');
      });
    }
    seenViolations.push(...(await violations()));

    expect(
      requested.filter((url) => /FlowViewDialog|flow-diagram|\/funnels\/[a-z0-9-]+\.json|\.mmd$/.test(url)),
      'the flow view loads nothing until it is opened',
    ).toEqual([]);
    expect([...new Set(seenViolations)], 'Content-Security-Policy violations').toEqual([]);
    expect(errors.errors(), 'uncaught errors and console errors').toEqual([]);
    const warnings = messages.warnings().filter((text) => !text.startsWith('404: no page at'));
    expect(warnings, 'console warnings (hydration mismatches are reported here)').toEqual([]);
  });
}
