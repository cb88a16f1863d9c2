/**
 * The states visitors reach beyond a freshly loaded page, found from the
 * config so a new gallery, form or delayed step is covered without editing a
 * spec: the phone menu open, the fullscreen viewer open on each kind of
 * gallery, a funnel form after a failed (empty) submit, a form while its step
 * is submitting, and the newsletter's in-place thanks.
 */
import type { Locator, Page } from '@playwright/test';
import { normalizeTransition } from '../../../src/engine/normalizeTransition.ts';
import type { Block, BlockOf } from '../../../src/blocks/registry.ts';
import { thumbs, viewer } from './portfolio.ts';
import { allRoutes, funnels, stepRoutes, type SiteRoute, type StepRoute } from './routes.ts';
import { expect } from './test.ts';
import { fillForm, formOf, subscribe } from './walk.ts';
import { englishWords } from '../../../src/i18n/englishWords.ts';

/** A fixed start for the page clock when a test holds a delayed step in its submitting state. */
const CLOCK_START = new Date('2025-05-01T09:00:00Z');

/** The section a block renders, found by its heading (the innermost section holding it). */
export function sectionOf(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .last();
}

/** The phone menu's toggle, by either of its names. */
export function menuToggle(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^(Open|Close) menu$/ });
}

/** The first route that shows a `site-nav` block (home): where the phone menu lives. */
export function menuRoute(): SiteRoute {
  const route = allRoutes().find((candidate) => candidate.blocks.some((block) => block.type === 'site-nav'));
  if (route === undefined) throw new Error('no page has a site-nav block');
  return route;
}

export async function openMenu(page: Page): Promise<void> {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

/** The first carousel block with a heading (so its section can be found by it), and its page. */
export function titledCarousel(): { route: SiteRoute; block: BlockOf<'carousel'> & { heading: string } } {
  const isTitled = (candidate: Block): candidate is BlockOf<'carousel'> & { heading: string } => candidate.type === 'carousel' && candidate.heading !== undefined;
  for (const route of allRoutes()) {
    const block = route.blocks.find(isTitled);
    if (block !== undefined) return { route, block };
  }
  throw new Error('no page shows a carousel block with a heading');
}

/** The galleries whose pictures open the fullscreen viewer, one kind each. */
const VIEWER_GALLERIES = ['logo-gallery', 'design-gallery', 'website-grid', 'screen-carousel'] as const;
type ViewerGallery = (typeof VIEWER_GALLERIES)[number];

export interface ViewerCase {
  kind: ViewerGallery;
  route: SiteRoute;
  heading: string;
}

/** For each kind of gallery, the first route that shows one, and the gallery's heading. */
export function viewerCases(): ViewerCase[] {
  const routes = allRoutes();
  return VIEWER_GALLERIES.map((kind) => {
    for (const route of routes) {
      const block = route.blocks.find((candidate): candidate is BlockOf<ViewerGallery> => candidate.type === kind);
      if (block !== undefined) return { kind, route, heading: block.heading };
    }
    throw new Error(`no page shows a ${kind} block`);
  });
}

/** Opens the viewer on the first picture of the gallery and returns the button that opened it. */
export async function openViewer(page: Page, gallery: ViewerCase): Promise<Locator> {
  const gallerySection = sectionOf(page, gallery.heading);
  // Carousels and favicon tiles start once scrolled near, as they would for a visitor; the picture
  // button may be replaced as they do, so find it afresh until the click has opened the viewer.
  await gallerySection.scrollIntoViewIfNeeded();
  const opener = thumbs(gallerySection).first();
  await expect(async () => {
    if (await viewer(page).isVisible()) return;
    await opener.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await opener.click({ timeout: 2_000 });
    await expect(viewer(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return opener;
}

export type FunnelFormBlock = BlockOf<'form'> | BlockOf<'newsletter'>;

export interface FormCase {
  route: StepRoute;
  block: FunnelFormBlock;
  /** The step waits out a delay after this form is sent (it shows as submitting). */
  delayed: boolean;
}

function isFormBlock(block: Block): block is FunnelFormBlock {
  return block.type === 'form' || block.type === 'newsletter';
}

/** Every form and newsletter block on every funnel step. */
export function formCases(): FormCase[] {
  return funnels()
    .flatMap(stepRoutes)
    .flatMap((route) =>
      route.blocks.filter(isFormBlock).map((block) => {
        const transition = route.funnel.steps[route.stepId]?.on[block.event];
        const delayed = block.type === 'form' && transition !== undefined && normalizeTransition(transition).delay !== undefined;
        return { route, block, delayed };
      }),
    );
}

/**
 * The form's submit button as a visitor finds it: in the form, or, for a form that pays seen on a phone, in the band
 * at the foot of the screen, outside the form and submitting it by its id (the form's own is hidden there).
 */
function submitButton(page: Page, block: FunnelFormBlock): Locator {
  const inForm = formOf(page, block).getByRole('button', { name: block.submitLabel, exact: true });
  return block.type !== 'form' || block.pay === undefined ? inForm : page.getByRole('main').getByRole('button', { name: block.submitLabel, exact: true });
}

/** Presses submit on the empty form: the browser holds it and focuses its first invalid field. */
export async function submitEmpty(page: Page, block: FunnelFormBlock): Promise<void> {
  const form = formOf(page, block);
  await submitButton(page, block).click();
  await expect(form.locator(':focus')).toHaveCount(1);
  expect(await form.locator(':focus').evaluate((element) => element.matches(':invalid')), 'the focused field is the invalid one').toBe(true);
  await expect(form).toBeVisible();
}

const REAL_TIMERS = 'e2eRealTimers';

/**
 * Holds the page clock so a delayed step can be looked at while it is
 * submitting. Call before page.goto. The browser's own timers are kept aside
 * first, for tools that must run while the clock is held (see useRealTimers).
 */
export async function holdClock(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    Object.assign(window, { [key]: { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) } });
  }, REAL_TIMERS);
  await page.clock.install({ time: CLOCK_START });
}

/**
 * Gives the page its real setTimeout back while the held clock keeps what the
 * app already scheduled (the delayed transition) waiting. axe-core waits on a
 * timer between rules, so it cannot run on a held clock.
 */
export async function useRealTimers(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const saved: unknown = Reflect.get(window, key);
    if (typeof saved !== 'object' || saved === null || !('setTimeout' in saved) || !('clearTimeout' in saved)) {
      throw new Error('holdClock was not called before the page loaded');
    }
    Object.assign(window, { setTimeout: saved.setTimeout, clearTimeout: saved.clearTimeout });
  }, REAL_TIMERS);
}

/** Fills and sends a delayed form with the clock held: the step stays in its submitting state. */
export async function submitAndHold(page: Page, block: BlockOf<'form'>): Promise<void> {
  await page.clock.pauseAt(CLOCK_START.getTime() + 60_000);
  await fillForm(page, block);
  await submitButton(page, block).click();
  const button = formOf(page, block).getByRole('button');
  await expect(button).toHaveText(block.submittingLabel ?? englishWords.form.submitting);
  await expect(button).toBeDisabled();
}

/** Signs up with the newsletter: its thanks replaces the form. */
export async function signUp(page: Page, block: BlockOf<'newsletter'>): Promise<void> {
  await subscribe(page, block);
  await expect(page.getByRole('status').filter({ hasText: block.thanks })).toBeVisible();
}
