/**
 * Model-driven: every simple path through every funnel machine that ends on a
 * final step, walked in the browser as a visitor would, checking the page
 * after each step against the machine state the path predicts.
 */
import { atOneWidth, test } from './support/test.ts';
import { finalPaths, shippedFunnels } from './support/model.ts';
import { startWalk, walkSteps } from './support/walk.ts';

// Which step each move leads to is the machine's, at any width; the walks at the desktop width are the
// keyboard walks (keyboard.spec), the JS-off walks (enhancement.spec) and Back and Forward (navigation.spec).
atOneWidth('phone', 'the machine decides each step, whatever the width; a funnel visitor is on a phone');

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
