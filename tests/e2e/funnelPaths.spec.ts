/**
 * Model-driven: every simple path through every funnel machine that ends on a
 * final step, walked in the browser as a visitor would, checking the page
 * after each step against the machine state the path predicts.
 */
import { test } from './support/test.ts';
import { finalPaths, shippedFunnels } from './support/model.ts';
import { startWalk, walkSteps } from './support/walk.ts';

for (const funnel of shippedFunnels()) {
  test.describe(funnel.title, () => {
    for (const funnelPath of finalPaths(funnel)) {
      test(funnelPath.name, async ({ page }) => {
        await startWalk(page, funnelPath);
        await walkSteps(page, funnel, funnelPath.start, funnelPath.steps);
      });
    }
  });
}
