/**
 * The roast-finder quiz on a phone: every result reached with JavaScript,
 * without it, and with the first answers tapped before the scripts arrive;
 * Back through the quiz keeps the answers. Which answers lead to which result
 * is worked out from the funnel file by the tests' own reading of its
 * conditions (tests/support/quizOracle), not written here.
 */
import type { Page, Request } from '@playwright/test';
import type { BlockOf } from '../../src/blocks/registry.ts';
import { expectedMove, questionFor, type Visit } from '../support/quizOracle.ts';
import { shippedFunnels, stepOf, stepUrl, type Funnel } from './support/model.ts';
import { holdAppScripts } from './support/holdScripts.ts';
import { atOneWidth, expect, test, waitForHydration } from './support/test.ts';
import { answer, answerRadio, h1, stepHeading, urlPattern } from './support/walk.ts';

const funnel: Funnel = (() => {
  const found = shippedFunnels().find((candidate) => candidate.slug === 'northwind-coffee');
  if (found === undefined) throw new Error('no northwind-coffee funnel');
  return found;
})();

interface Route {
  /** The steps on the way, the landing first, with the event that leaves each. */
  moves: { step: string; event: { type: string; name?: string; value?: string } }[];
  result: string;
}

/** One way to each step the quiz can end its questions on: the first combination of answers, in file order, that leads there. */
function routeToEachResult(): Route[] {
  const found = new Map<string, Route>();
  const go = (step: string, visit: Visit, moves: Route['moves']) => {
    const config = stepOf(funnel, step);
    const asks = config.blocks.some((block) => block.type === 'question');
    if (!asks && moves.some((move) => questionFor(funnel, move.step, move.event.type) !== undefined)) {
      if (!found.has(step)) found.set(step, { moves, result: step });
      return;
    }
    for (const type of Object.keys(config.on)) {
      const question = questionFor(funnel, step, type);
      for (const event of question === undefined ? [{ type }] : question.options.map((option) => ({ type, name: question.name, value: option.id }))) {
        const move = expectedMove(funnel, step, event, visit);
        if (move?.target !== undefined) go(move.target, move.visit, [...moves, { step, event }]);
      }
    }
  };
  go(funnel.landing, { answers: {}, selections: {}, flags: {} }, []);
  return [...found.values()];
}

const routes = routeToEachResult();

function questionOn(step: string): BlockOf<'question'> {
  const block = stepOf(funnel, step).blocks.find((candidate) => candidate.type === 'question');
  if (block?.type !== 'question') throw new Error(`${step} asks no question`);
  return block;
}

/** Takes one move as a visitor: a question answered and sent, or the landing step's button. */
async function take(page: Page, move: Route['moves'][number]): Promise<void> {
  if (move.event.name !== undefined) {
    await answer(page, questionOn(move.step), move.event.value ?? '');
    return;
  }
  const hero = stepOf(funnel, move.step).blocks.find((block) => block.type === 'hero');
  const label = hero?.type === 'hero' ? hero.actions.find((action) => 'event' in action && action.event === move.event.type)?.label : undefined;
  if (label === undefined) throw new Error(`nothing on ${move.step} sends ${move.event.type}`);
  await page.getByRole('link', { name: label, exact: true }).click();
}

async function expectOn(page: Page, step: string): Promise<void> {
  await expect(page).toHaveURL(urlPattern(funnel, step));
  await expect(h1(page, stepHeading(stepOf(funnel, step)))).toBeVisible();
}

/** Every request must stay on the site: nothing answered leaves it. */
function expectAllOnSite(page: Page, requests: readonly Request[]): void {
  const origin = new URL(page.url()).origin;
  for (const request of requests) if (!request.url().startsWith('data:')) expect(new URL(request.url()).origin, request.url()).toBe(origin);
}

test('the quiz has more than one result to reach', () => {
  expect(routes.length).toBeGreaterThanOrEqual(3);
});

test.describe('every result, with JavaScript', () => {
  atOneWidth('phone', 'a quiz is taken on a phone');
  for (const route of routes) {
    test(`reaches ${route.result}`, async ({ page }) => {
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(stepUrl(funnel, funnel.landing));
      await waitForHydration(page);
      for (const move of route.moves) await take(page, move);
      await expectOn(page, route.result);
      // The machine, the address and the screen agree.
      await expect(page.locator('html')).toHaveAttribute('data-funnel-step', route.result);
      expectAllOnSite(page, requests);
    });
  }
});

test.describe('every result, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  atOneWidth('phone', 'a quiz is taken on a phone');
  for (const route of routes) {
    test(`reaches ${route.result}`, async ({ page }) => {
      await page.goto(stepUrl(funnel, funnel.landing));
      for (const move of route.moves) {
        await take(page, move);
        const next = expectedMove(funnel, move.step, move.event, { answers: {}, selections: {}, flags: {} });
        if (move.event.name === undefined && next?.target !== undefined) await expectOn(page, next.target);
      }
      await expectOn(page, route.result);
    });
  }
});

test.describe('answers tapped before the scripts arrive', () => {
  atOneWidth('phone', 'a slow phone');
  for (const route of routes) {
    test(`still reach ${route.result}`, async ({ page }) => {
      // The app's scripts are held back, as on a slow connection: the first taps are the browser's own links and forms.
      const release = await holdAppScripts(page);
      // Not waiting for the load event, which the held scripts hold back too.
      await page.goto(stepUrl(funnel, funnel.landing), { waitUntil: 'commit' });
      const [first, second, ...rest] = route.moves;
      if (first === undefined || second === undefined) throw new Error('a quiz of fewer than two moves');
      await take(page, first);
      await take(page, second);
      // The scripts arrive on the page the early taps led to; the rest of the quiz is answered with them.
      release();
      await waitForHydration(page);
      for (const move of rest) await take(page, move);
      await expectOn(page, route.result);
      await expect(page.locator('html')).toHaveAttribute('data-funnel-step', route.result);
    });
  }
});

test.describe('Back through the quiz', () => {
  atOneWidth('phone', 'a quiz is taken on a phone');
  const [route] = routes;
  if (route === undefined) return;
  const answered = route.moves.filter((move) => move.event.name !== undefined);

  test('returns to each question with its answer kept, with JavaScript', async ({ page }) => {
    await page.goto(stepUrl(funnel, funnel.landing));
    await waitForHydration(page);
    for (const move of route.moves) await take(page, move);
    await expectOn(page, route.result);
    for (const move of [...answered].reverse()) {
      await page.goBack();
      await expectOn(page, move.step);
      await expect(answerRadio(page, questionOn(move.step), move.event.value ?? '')).toBeChecked();
    }
  });

  test('returns to each question with its answer kept, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(stepUrl(funnel, funnel.landing));
    for (const move of route.moves) await take(page, move);
    await expectOn(page, route.result);
    for (const move of [...answered].reverse()) {
      await page.goBack();
      await expectOn(page, move.step);
      await expect(answerRadio(page, questionOn(move.step), move.event.value ?? '')).toBeChecked();
    }
    await context.close();
  });
});
