/**
 * The screen always shows the step in the address bar, whatever the timing.
 * Two kinds of test, both derived from the funnel files:
 *
 * - seeded random runs per funnel: clicks, form submits, choices, Back,
 *   Forward and reloads fired in bursts with no wait between them (before
 *   hydration, during *Submitting...*, straight after a step change), and
 *   after each burst the check that address, screen and machine agree;
 * - Back pressed the moment each step of every model-based path appears.
 *
 * A failing random run names its seed: `E2E_SEED=<seed>` replays it.
 */
import type { Page } from '@playwright/test';
import { expectAgreement, stepViews } from './support/agreement.ts';
import { finalPaths, shippedFunnels, stepOf, stepUrl, type Funnel, type PathStep } from './support/model.ts';
import { atOneWidth, expect, expectNoRunawayHistory, test } from './support/test.ts';
import { answer, fillForm, optionRadio, perform, urlPattern } from './support/walk.ts';
import { NOT_FOUND_ROUTE } from './support/routes.ts';
import { stepForAddress } from '../../src/engine/stepRoutes.ts';
import { answerPath } from '../../src/engine/conditions/answerPaths.ts';

const funnels = shippedFunnels();
const views = stepViews(funnels);
const ACTIONS_PER_FUNNEL = 110;
/**
 * A page outside the funnels to start from, so Back from a landing step stays on the site: the site's 404 page
 * (a link from elsewhere that has gone), the lightest to load: 0.36 s of CPU a load against the showcase's 0.63 s.
 */
const BEFORE = NOT_FOUND_ROUTE.path;

/** mulberry32: a small seeded generator, so a failing sequence can be replayed exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFor(funnel: Funnel): number {
  const fromEnv = Number(process.env.E2E_SEED);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  let hash = 7;
  for (let i = 0; i < funnel.slug.length; i += 1) hash = (hash * 31 + funnel.slug.charCodeAt(i)) >>> 0;
  return hash;
}

/** The step the address names, or undefined outside this funnel. */
function addressedStep(page: Page, funnel: Funnel): string | undefined {
  const { pathname } = new URL(page.url(), 'http://x');
  return stepForAddress(funnel, pathname.replace(/\/+$/, ''));
}

type Move = { kind: 'control'; index: number } | { kind: 'back' } | { kind: 'forward' } | { kind: 'reload' };

/** The controls a visitor can use on a step, each as a way to use it: from the step's blocks, none named here. */
function controlsOf(page: Page, funnel: Funnel, stepId: string): (() => Promise<void>)[] {
  const step = stepOf(funnel, stepId);
  const controls: (() => Promise<void>)[] = [];
  for (const type of Object.keys(step.on)) {
    const question = step.blocks.find((block) => block.type === 'question' && block.event === type);
    if (question?.type === 'question') {
      for (const option of question.options) controls.push(() => answer(page, question, option.id));
      continue;
    }
    controls.push(() => perform(page, funnel, stepId, { event: { type }, label: type, to: { stepId, submitting: false, final: false, selections: {}, flags: {} } }));
  }
  for (const block of step.blocks) {
    if (block.type === 'order-options') {
      for (const option of block.options) controls.push(() => optionRadio(page, block, option.id).check());
    }
    if (block.type === 'form') {
      // Only half a form: the visitor fills it and leaves before sending.
      controls.push(() => fillForm(page, block));
    }
    if (block.type === 'back' && block.mode === 'history') {
      controls.push(() => page.getByRole('navigation', { name: 'Back' }).getByRole('link').click());
    }
  }
  return controls;
}

async function play(page: Page, funnel: Funnel, move: Move): Promise<void> {
  const quick = { timeout: 3_000 };
  try {
    if (move.kind === 'back') await page.goBack({ waitUntil: 'commit', ...quick });
    else if (move.kind === 'forward') await page.goForward({ waitUntil: 'commit', ...quick });
    else if (move.kind === 'reload') await page.reload({ waitUntil: 'commit', ...quick });
    else {
      const step = addressedStep(page, funnel);
      if (step === undefined) {
        await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
        return;
      }
      const controls = controlsOf(page, funnel, step);
      const control = controls[move.index % controls.length];
      if (control !== undefined) await Promise.race([control(), page.waitForTimeout(quick.timeout)]);
    }
  } catch (error) {
    // A control that a racing navigation took away, a history move with nowhere to go: the visitor's
    // tap simply lands on nothing, which is part of what is being tried. Anything else is a failure.
    const message = error instanceof Error ? error.message : String(error);
    if (!/Timeout|detached|not attached|navigat|Execution context|Target closed|frame/i.test(message)) throw error;
  }
}

test.describe('random Back, Forward, reloads and clicks, with no waits', () => {
  atOneWidth('phone', 'the same races at every width');
  for (const funnel of funnels) {
    const seed = seedFor(funnel);
    test(`${funnel.slug}: ${ACTIONS_PER_FUNNEL} actions in bursts (seed ${seed})`, async ({ page }) => {
      test.setTimeout(240_000);
      const random = seeded(seed);
      await page.goto(BEFORE, { waitUntil: 'commit' });
      await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
      const log: string[] = [];
      let done = 0;
      while (done < ACTIONS_PER_FUNNEL) {
        // 1 to 3 moves back to back, the next fired before the last has rendered, hydrated or settled.
        const burst = 1 + Math.floor(random() * 3);
        for (let i = 0; i < burst; i += 1, done += 1) {
          const roll = random();
          const move: Move =
            roll < 0.55 ? { kind: 'control', index: Math.floor(random() * 1000) } : roll < 0.75 ? { kind: 'back' } : roll < 0.88 ? { kind: 'forward' } : { kind: 'reload' };
          log.push(move.kind === 'control' ? `control#${move.index}@${addressedStep(page, funnel) ?? 'outside'}` : move.kind);
          await play(page, funnel, move);
        }
        await expectAgreement(page, views, `${funnel.slug} seed ${seed} after ${log.slice(-burst).join(', ')} (move ${done})`);
      }
      await expectNoRunawayHistory(page);
    });
  }
});

/** The history a model path leaves: a new entry for each step change the address shows (a quiz's step at the page for the answers given). */
function addressesAfter(funnel: Funnel, steps: readonly PathStep[], count: number): string[] {
  const addresses = [BEFORE, stepUrl(funnel, funnel.landing)];
  const answers: Record<string, string> = {};
  for (const step of steps.slice(0, count)) {
    if (step.event.name !== undefined && step.event.value !== undefined && step.event.type !== 'SELECT') answers[step.event.name] = step.event.value;
    const url = answerPath(funnel, step.to.stepId, answers);
    if (addresses.at(-1) !== url) addresses.push(url);
  }
  return addresses;
}

test.describe('Back pressed the moment a step appears', () => {
  atOneWidth('phone', 'the same races at every width');
  for (const funnel of funnels) {
    for (const funnelPath of finalPaths(funnel)) {
      test(funnelPath.name, async ({ page }) => {
        test.setTimeout(120_000);
        for (let count = 1; count <= funnelPath.steps.length; count += 1) {
          const history = addressesAfter(funnel, funnelPath.steps, count);
          const expected = history.at(-2) ?? BEFORE;
          // The page before the funnel is opened only when Back is to land on it; otherwise the entry before the
          // landing step is the last round's page, which no Back of this round reaches.
          if (expected === BEFORE) await page.goto(BEFORE);
          await page.goto(stepUrl(funnel, funnelPath.start.stepId));
          let from = funnelPath.start.stepId;
          for (const step of funnelPath.steps.slice(0, count)) {
            // Real time here: the delay runs out by itself, and Back follows the step it leads to at once.
            if (step.delayMs === undefined) await perform(page, funnel, from, step);
            from = step.to.stepId;
          }
          const last = funnelPath.steps[count - 1];
          if (last === undefined) throw new Error('a path step is missing');
          // The moment the step is there: its address (a choice or Submitting... keep the address).
          await expect(page).toHaveURL(urlPattern(funnel, last.to.stepId));
          await page.goBack({ waitUntil: 'commit' });
          const context = `${funnelPath.name}: Back right after step ${count} (${last.label})`;
          await expectAgreement(page, views, context);
          expect(new URL(page.url()).pathname.replace(/\/+$/, '') || '/', context).toBe(expected);
          // A delay that was running must not carry the visitor forward again once Back has left its step.
          await page.waitForTimeout(800);
          await expectAgreement(page, views, `${context}, 800 ms later`, 1_000);
          expect(new URL(page.url()).pathname.replace(/\/+$/, '') || '/', `${context}, 800 ms later`).toBe(expected);
        }
      });
    }
  }
});
