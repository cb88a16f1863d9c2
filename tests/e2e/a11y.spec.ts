/**
 * WCAG 2.2 AA, checked by axe-core (every route as it loads is audited in
 * everyPage.spec, at both sizes) in the states visitors reach: the
 * phone menu open, the fullscreen viewer open on each kind of gallery, a
 * funnel's "How this funnel works" view, each funnel form after a failed
 * submit, a delayed step while it is submitting, the newsletter's thanks.
 * Routes and states come from content/ and funnels/ (support/routes.ts,
 * support/states.ts), so a new page, step or form is audited without editing
 * this file.
 *
 * Audits run with reduced motion, so the reveal effect has no half-faded
 * section for axe to misjudge; one test audits the home page with full motion
 * once every section has been scrolled into view and has finished revealing.
 */
import type { Page } from '@playwright/test';
import { auditInto, EXTRA_RULES, expectAccessible, expectCleanReport, PINNED_AXE_VERSION, runAxe } from './support/axe.ts';
import { holdAppScripts } from './support/holdScripts.ts';
import { nextFrames, scrollThrough, viewer } from './support/portfolio.ts';
import { contentRoutes } from './support/routes.ts';
import { openSettled, settle } from './support/settle.ts';
import {
  formCases,
  holdClock,
  menuRoute,
  menuToggle,
  openMenu,
  openViewer,
  signUp,
  submitAndHold,
  sectionOf,
  submitEmpty,
  titledCarousel,
  useRealTimers,
  viewerCases,
} from './support/states.ts';
import { routeThirdParty, type ThirdPartyMode } from './support/thirdParty.ts';
import { atOneWidth, expect, test } from './support/test.ts';
import { formOf } from './support/walk.ts';
import type { FormField } from '../../schemas/formField.ts';

/** What the browser is told about each field type: the autocomplete token when the config gives none, and the input mode. */
const EXPECTED_INPUT: Record<FormField['type'], { autocomplete?: string; inputmode?: string }> = {
  email: { autocomplete: 'email', inputmode: 'email' },
  tel: { autocomplete: 'tel', inputmode: 'tel' },
  text: { inputmode: 'text' },
  select: {},
};

const SCROLL_PROBE_Y = 600;

/** Time for one state of a page to be reached and audited: a test that audits several states gets this for each. */
const AUDIT_TIMEOUT = 15_000;

/** Scrolls the window the way an anchor link does (no behaviour given, so the page's CSS decides) and says where it is one frame later. */
async function scrollJump(page: Page): Promise<number> {
  return page.evaluate(async (top) => {
    window.scrollTo({ top });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return Math.round(window.scrollY);
  }, SCROLL_PROBE_Y);
}

async function answerThirdParty(page: Page, baseURL: string | undefined, mode: ThirdPartyMode = 'serve'): Promise<void> {
  if (baseURL === undefined) throw new Error('no baseURL');
  await routeThirdParty(page, new URL(baseURL).origin, mode);
}

test.describe('the audit itself', () => {
  atOneWidth('desktop', 'which axe-core runs, with which rules, does not depend on the width');

  test('the audits run the axe-core package.json pins (4.14 or newer), with label-in-name (WCAG 2.5.3) on', async ({ page }) => {
    const [major = 0, minor = 0] = PINNED_AXE_VERSION.split('.').map(Number);
    expect(major * 1000 + minor, `pinned axe-core ${PINNED_AXE_VERSION}`).toBeGreaterThanOrEqual(4 * 1000 + 14);
    await openSettled(page, '/showcase');
    const run = await runAxe(page);
    expect(run.version, 'the engine @axe-core/playwright injected').toBe(PINNED_AXE_VERSION);
    expect(run.rules).toEqual(expect.arrayContaining(EXTRA_RULES));
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // The menu and the viewers, grouped by the page they are on so each page loads once.
  const galleries = viewerCases();
  const menu = menuRoute();
  const overlayPaths = [...new Set([menu.path, ...galleries.map((gallery) => gallery.route.path)])];
  for (const path of overlayPaths) {
    const here = galleries.filter((gallery) => gallery.route.path === path);
    const states = [...(path === menu.path ? ['the phone menu (phone)'] : []), ...here.map((gallery) => `the viewer on a ${gallery.kind} picture`)];
    test(`${path} with ${states.join(', ')} open`, async ({ page, baseURL }, testInfo) => {
      // One load and one audit per state: the time allowed grows with them, not with the machine. The load is an
      // audit's worth (a page with a carousel settles slowly): with one state only, 15 s left the viewer's page at
      // 95% of its time on a slow machine.
      test.setTimeout(AUDIT_TIMEOUT * (states.length + 1));
      await answerThirdParty(page, baseURL);
      await openSettled(page, path);
      const report: string[] = [];
      if (path === menu.path && testInfo.project.name === 'phone') {
        await test.step('the phone menu open', async () => {
          await openMenu(page);
          await auditInto(report, page, `${path} with the phone menu open`);
          await page.keyboard.press('Escape');
          await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
        });
      }
      for (const gallery of here) {
        await test.step(`the viewer open on a ${gallery.kind} picture`, async () => {
          await openViewer(page, gallery);
          await auditInto(report, page, `${path} with the viewer open on a ${gallery.kind} picture`);
          await page.keyboard.press('Escape');
          await expect(viewer(page)).toHaveCount(0);
        });
      }
      expectCleanReport(report);
    });
  }

  test('“How this funnel works” open on a step, one step into a visit, on the funnel with a split test', async ({ page }) => {
    await page.goto('/funnels/skincare');
    await page.getByRole('link', { name: 'Order Now', exact: true }).first().click();
    await expect(page).toHaveURL(/\/funnels\/skincare\/order$/);
    await page.getByRole('button', { name: 'How this funnel works', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'How this funnel works', exact: true });
    // Audited once drawn with what this visit did: both steps on its path so far.
    await expect(view.getByRole('region', { name: 'Your path so far', exact: true }).getByRole('listitem')).toHaveText(['Landing', 'Order']);
    // The view alone: the page behind it is audited on its own in everyPage.spec.
    await expectAccessible(page, 'the open "How this funnel works" view', 'dialog[open]');
  });

  test.describe('monograms', () => {
    atOneWidth('phone', 'a tile’s initial and its colours are the same at every width, and a failed favicon service is a phone’s slow network more often');

    test('website tiles when the favicon service cannot be reached (monograms)', async ({ page, baseURL }) => {
      await answerThirdParty(page, baseURL, 'abort');
      const gallery = galleries.find((candidate) => candidate.kind === 'website-grid');
      if (gallery === undefined) throw new Error('no website grid');
      await openSettled(page, gallery.route.path);
      await expect(page.getByRole('img', { name: / logo$/ }).first()).toBeVisible();
      await expectAccessible(page, 'website tiles with monograms');
    });
  });

  const forms = formCases();
  test.describe('every form’s states', () => {
    atOneWidth('phone', 'a form’s labels, its fields’ tokens and what an empty submit shows are the same at every width (its columns are checked in firstScreen.spec)');

    // Every funnel form after an empty submit (the browser holds it), and a newsletter once signed up, per page.
    for (const path of [...new Set(forms.map((form) => form.route.path))]) {
      const here = forms.filter((form) => form.route.path === path);
      test(`${path}: ${here.map(({ block }) => `“${block.heading}”`).join(', ')}: labelled fields, after an empty submit, and signed up`, async ({ page }) => {
        await openSettled(page, path);
        await test.step('every field has a visible label, and the autocomplete token and input mode its type asks for', async () => {
          for (const { block } of here) {
            const form = formOf(page, block);
            const fields: FormField[] =
              block.type === 'form' ? block.fields : [{ type: 'email', name: 'email', label: block.label, required: true }];
            for (const field of fields) {
              const what = `${path} “${block.heading}” ${field.label}`;
              await expect(form.locator('label').filter({ hasText: field.label }), `${what}: its label shows`).toBeVisible();
              const control = form.getByLabel(field.label, { exact: true });
              await expect(control, `${what}: the label names the field`).toBeVisible();
              const expected = EXPECTED_INPUT[field.type];
              const autocomplete = field.autocomplete ?? expected.autocomplete;
              if (autocomplete === undefined) await expect(control, what).not.toHaveAttribute('autocomplete');
              else await expect(control, what).toHaveAttribute('autocomplete', autocomplete);
              if (expected.inputmode === undefined) await expect(control, what).not.toHaveAttribute('inputmode');
              else await expect(control, what).toHaveAttribute('inputmode', expected.inputmode);
            }
          }
        });
        const report: string[] = [];
        for (const { block } of here) {
          await submitEmpty(page, block);
          await auditInto(report, page, `${path} “${block.heading}” after an empty submit`);
        }
        for (const { block } of here) {
          if (block.type !== 'newsletter') continue;
          await signUp(page, block);
          await auditInto(report, page, `${path} “${block.heading}” signed up`);
        }
        expectCleanReport(report);
      });
    }
  });

  test.describe('less motion', () => {
    atOneWidth('phone', 'whether the page scrolls smoothly, reveals sections or moves a carousel by itself follows the visitor’s setting, not the width; a phone is where it is set most');

    // Less motion on the page with the menu, and on the page with a titled carousel (which must not move by itself).
    const carousel = titledCarousel();
    for (const path of [...new Set([menuRoute().path, carousel.route.path])]) {
      const withCarousel = path === carousel.route.path;
      test(`${path} asks for less motion and gets it: no smooth scrolling, no reveal${withCarousel ? ', no slide that moves by itself' : ''}`, async ({ page }) => {
        await page.clock.install();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await scrollJump(page), 'a scroll lands at once').toBe(SCROLL_PROBE_Y);
        await page.keyboard.press('End');
        await expect(page.locator('[data-reveal]:not([data-reveal="static"])'), 'nothing waits to fade in').toHaveCount(0);
        if (!withCarousel) return;
        const { block } = carousel;
        const slides = sectionOf(page, block.heading);
        await slides.scrollIntoViewIfNeeded();
        const position = slides.getByRole('status');
        await expect(position).toHaveText(`1 / ${block.slides.length}`);
        await page.clock.runFor(60_000);
        await expect(position, 'a minute later the carousel has not moved by itself').toHaveText(`1 / ${block.slides.length}`);
      });
    }
  });


  test.describe('a form while it is submitting', () => {
    atOneWidth('phone', 'Submitting... and its disabled button are the same at every width; a funnel’s visitor is on a phone');

    for (const { route, block } of forms.filter((form) => form.delayed)) {
      if (block.type !== 'form') continue;
      test(`${route.label}: “${block.heading}” while its step is submitting`, async ({ page }) => {
        await holdClock(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await submitAndHold(page, block);
        await useRealTimers(page);
        await expectAccessible(page, `${route.label} “${block.heading}” while submitting`);
        await expect(page.getByRole('button', { name: block.submittingLabel }), 'still submitting after the audit').toBeDisabled();
      });
    }
  });

});

test.describe('with full motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test.describe('motion allowed', () => {
    atOneWidth('phone', 'the counterpart of the less-motion test above, at its width');

    test('the same checks see motion when it is allowed: scrolling glides and sections wait to fade in', async ({ page }) => {
      await page.goto(menuRoute().path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scrollJump(page), 'a scroll glides there').toBeLessThan(SCROLL_PROBE_Y);
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await expect(page.locator('[data-reveal="waiting"]').first(), 'sections below the fold wait to fade in').toBeAttached();
    });
  });

  test.describe('flung before the scripts', () => {
    atOneWidth('phone', 'a slow network and a flick of the thumb are a phone’s');

    test('home flung to the bottom before its scripts arrive: no section above stays blank once they start', async ({ page }) => {
      const release = await holdAppScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      });
      release();
      // Started: the sections below the fold of a fresh visit would now be waiting; here every one is above.
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      const blankAbove = await page.evaluate(() =>
        [...document.querySelectorAll('[data-reveal="waiting"]')].filter((section) => section.getBoundingClientRect().bottom <= 0).length,
      );
      expect(blankAbove, 'sections scrolled past before the page started, left hidden').toBe(0);
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
    });
  });

  test('home, scrolled to the bottom once every section has revealed', async ({ page, baseURL }) => {
    await answerThirdParty(page, baseURL);
    const home = contentRoutes().find((route) => route.path === '/');
    if (home === undefined) throw new Error('no home page in content/pages');
    await openSettled(page, home.path);
    await scrollThrough(page);
    await expect(page.locator('[data-reveal="waiting"]'), 'sections still hidden, waiting to reveal').toHaveCount(0);
    await expect(page.locator('[data-reveal="shown"]').first(), 'the reveal effect ran (motion is on)').toBeAttached();
    // The fade-in is a CSS transition; axe must judge the colours it ends on, not a half-faded frame.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    await settle(page);
    await expectAccessible(page, 'home with full motion, scrolled to the bottom');
  });
});
