/**
 * The address and the screen change in the same frame. Every frame is
 * recorded (support/frames.ts: the address, the h1 and the busy mark read in
 * requestAnimationFrame), and no frame may show the address of one step with
 * the heading of the other: not on an ordinary tap, whose next step was
 * fetched ahead, and not when the next step's code is held back, when the
 * page says it is busy until the code arrives and then changes both at once.
 */
import type { Page, Route } from '@playwright/test';
import { expectAgreement, stepViews } from './support/agreement.ts';
import { disagreeingFrames, recordedFrames, recorderScript } from './support/frames.ts';
import { finalPaths, shippedFunnels, stepOf, stepUrl, type Funnel } from './support/model.ts';
import { atOneWidth, expect, test } from './support/test.ts';
import { perform, stepHeading, urlPattern } from './support/walk.ts';

const funnels = shippedFunnels();
const views = stepViews(funnels);

function screenOf(funnel: Funnel, step: string) {
  return { path: stepUrl(funnel, step), heading: stepHeading(stepOf(funnel, step)) };
}

/** Each block is its own chunk, named after its component: `order-options` is OrderOptions-<hash>.js. */
function chunkName(type: string): string {
  return type.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** Holds every request for the chunks of these block types until `release` is called. */
async function holdBlocks(page: Page, types: readonly string[]): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const names = types.map(chunkName).join('|');
  await page.route(new RegExp(`/assets/(?:${names})-[\\w-]{8}\\.js$`), async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    release: () => {
      release();
    },
    held: () => held,
  };
}

test.describe('the address and the screen change in the same frame', () => {
  atOneWidth('phone', 'timing, the same at every width');

  for (const funnel of funnels) {
    const [funnelPath] = finalPaths(funnel);
    if (funnelPath === undefined) continue;
    test(`${funnelPath.name}: no frame with one step's address and the other's heading`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript({ content: recorderScript() });
      await page.goto(stepUrl(funnel, funnelPath.start.stepId));
      let from = funnelPath.start.stepId;
      for (const step of funnelPath.steps) {
        const to = step.to.stepId;
        await test.step(`${from} → ${to} (${step.label})`, async () => {
          // Real time: a Submitting... delay runs out by itself.
          if (step.delayMs === undefined) await perform(page, funnel, from, step);
          // Into Submitting...: the same step, at the same address.
          if (to === from) return;
          await expect(page).toHaveURL(urlPattern(funnel, to));
          await expect(page.getByRole('heading', { level: 1, name: screenOf(funnel, to).heading, exact: true })).toBeVisible();
          const frames = await recordedFrames(page);
          expect(disagreeingFrames(frames, screenOf(funnel, from), screenOf(funnel, to)), 'frames where address and screen disagree').toEqual([]);
        });
        from = to;
      }
    });
  }

  test('a step whose code is held back: the tap shows busy, then the address and the screen change together; Back at once agrees', async ({ page }) => {
    test.setTimeout(60_000);
    // The first step change of any funnel that brings blocks its landing page does not have.
    const choice = funnels
      .map((funnel) => ({ funnel, path: finalPaths(funnel)[0] }))
      .map(({ funnel, path }) => {
        const next = path?.steps[0];
        const landing = stepOf(funnel, funnel.landing);
        const fresh = next === undefined || next.delayMs !== undefined ? [] : stepOf(funnel, next.to.stepId).blocks.map((block) => block.type);
        return { funnel, next, fresh: [...new Set(fresh)].filter((type) => !landing.blocks.some((block) => block.type === type)) };
      })
      .find(({ next, fresh }) => next !== undefined && fresh.length > 0);
    if (choice?.next === undefined) throw new Error('no funnel has a first step with blocks of its own');
    const { funnel, next, fresh } = choice;
    const from = screenOf(funnel, funnel.landing);
    const to = screenOf(funnel, next.to.stepId);

    await page.addInitScript({ content: recorderScript() });
    const hold = await holdBlocks(page, fresh);
    await page.goto('/showcase');
    await page.goto(from.path);
    // Fetched ahead once the page is idle: the request is what is held.
    await expect.poll(hold.held, { message: `the chunks of ${fresh.join(', ')} are asked for before the tap` }).toBeGreaterThan(0);

    await test.step('the tap is acknowledged while the code is on its way', async () => {
      await perform(page, funnel, funnel.landing, next);
      await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('progressbar', { name: 'Loading the next step' })).toBeVisible();
      await expect(page).toHaveURL(urlPattern(funnel, funnel.landing));
      await expect(page.getByRole('heading', { level: 1, name: from.heading, exact: true })).toBeVisible();
    });

    await test.step('the code arrives: address and screen change together, the busy state goes', async () => {
      hold.release();
      await expect(page).toHaveURL(urlPattern(funnel, next.to.stepId));
      await expect(page.getByRole('heading', { level: 1, name: to.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
      const frames = await recordedFrames(page);
      expect(frames.some((frame) => frame.busy && frame.path === from.path && frame.heading === from.heading), 'a busy frame on the old step').toBe(true);
      expect(disagreeingFrames(frames, from, to), 'frames where address and screen disagree').toEqual([]);
    });

    await test.step('Back the moment the step appears', async () => {
      await page.goBack({ waitUntil: 'commit' });
      expect(await expectAgreement(page, views, 'Back right after the held step appeared')).toBe(funnel.landing);
    });
  });

  test('Back to a step whose blocks were only ever HTML: busy until their code arrives, then that step', async ({ page }) => {
    test.setTimeout(60_000);
    // A landing step with blocks that are not hydrated (not among the modules its page loads first) and
    // that its next step does not have: going Back, the client must draw them for the first time.
    const candidates = await Promise.all(
      funnels.map(async (funnel) => {
        const next = finalPaths(funnel)[0]?.steps[0];
        const html = await (await page.request.get(stepUrl(funnel, funnel.landing))).text();
        const modules = /data-modules="([^"]*)"/.exec(html)?.[1] ?? '';
        const nextTypes = next === undefined ? [] : stepOf(funnel, next.to.stepId).blocks.map((block) => block.type);
        const htmlOnly = stepOf(funnel, funnel.landing)
          .blocks.map((block) => block.type)
          .filter((type) => !modules.includes(`/${chunkName(type)}.tsx`) && !nextTypes.includes(type));
        return { funnel, next, htmlOnly: [...new Set(htmlOnly)] };
      }),
    );
    const choice = candidates.find(({ next, htmlOnly }) => next !== undefined && next.delayMs === undefined && htmlOnly.length > 0);
    if (choice?.next === undefined) throw new Error('no landing step has blocks that are only HTML and absent from its next step');
    const { funnel, next, htmlOnly } = choice;
    const landing = screenOf(funnel, funnel.landing);
    const to = screenOf(funnel, next.to.stepId);

    const hold = await holdBlocks(page, htmlOnly);
    await page.goto(landing.path);
    await perform(page, funnel, funnel.landing, next);
    await expect(page.getByRole('heading', { level: 1, name: to.heading, exact: true })).toBeVisible();

    await test.step(`Back: the address is the landing step's at once, the screen stays, busy, while ${htmlOnly.join(', ')} load`, async () => {
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(urlPattern(funnel, funnel.landing));
      await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('progressbar', { name: 'Loading the next step' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: to.heading, exact: true })).toBeVisible();
    });

    await test.step('the code arrives: the landing step is drawn and everything agrees', async () => {
      hold.release();
      await expect(page.getByRole('heading', { level: 1, name: landing.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await expectAgreement(page, views, 'Back to a step drawn by the client for the first time')).toBe(funnel.landing);
    });
  });
});
