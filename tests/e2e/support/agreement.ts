/**
 * "Address, screen and machine agree": the step the address bar names, the
 * step drawn on screen (its title and h1) and the step the funnel's machine
 * is in (which the page publishes on <html data-funnel-step>) are one step.
 * Outside the funnels, no funnel machine is running at all.
 */
import type { Page } from '@playwright/test';
import { stepHeading } from './walk.ts';
import { stepUrl, type Funnel } from './model.ts';
import { answerPages } from '../../../src/engine/conditions/answerPages.ts';
import { expect } from './test.ts';

interface StepView {
  step: string;
  title: string;
  heading: string;
}

/** Every funnel step by its address. */
export function stepViews(funnels: readonly Funnel[]): Record<string, StepView> {
  const views: Record<string, StepView> = {};
  for (const funnel of funnels) {
    for (const [step, config] of Object.entries(funnel.steps)) {
      views[stepUrl(funnel, step)] = { step, title: config.title, heading: stepHeading(config) };
    }
    // A step's pages for the earlier answers it depends on show that step.
    for (const page of answerPages(funnel)) {
      const config = funnel.steps[page.stepId];
      if (config !== undefined) views[page.path] = { step: page.stepId, title: config.title, heading: stepHeading(config) };
    }
  }
  return views;
}

interface Observed {
  address: string;
  addressStep: string | null;
  machineStep: string | null;
  title: string;
  heading: string | null;
  agree: boolean;
}

/**
 * Waits (up to `timeout`) until the page has settled into agreement, and
 * fails naming all three when it does not. Returns the agreed step (null
 * outside the funnels).
 */
export async function expectAgreement(page: Page, views: Record<string, StepView>, context: string, timeout = 10_000): Promise<string | null> {
  let last: Observed | undefined;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      last = await page.evaluate((table): Observed => {
        // Back from the first page leaves the site: nothing there to agree on.
        if (location.href === 'about:blank') return { address: 'about:blank', addressStep: null, machineStep: null, title: '', heading: null, agree: true };
        const address = location.pathname.replace(/\/+$/, '') || '/';
        const view = table[address];
        const machineStep = document.documentElement.dataset.funnelStep ?? null;
        const heading = document.querySelector('main h1')?.textContent.replace(/\s+/g, ' ').trim() ?? null;
        const agree =
          view === undefined
            ? machineStep === null && heading !== null && document.readyState === 'complete'
            : machineStep === view.step && document.title === view.title && heading === view.heading;
        return { address, addressStep: view?.step ?? null, machineStep, title: document.title, heading, agree };
      }, views);
      if (last.agree) return last.addressStep;
    } catch {
      // The page is between documents (a reload, a link before hydration); look again.
    }
    await page.waitForTimeout(50);
  }
  expect(last, `${context}: address, screen and machine never agreed within ${timeout} ms`).toMatchObject({ agree: true });
  return null;
}
