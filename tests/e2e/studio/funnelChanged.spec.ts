import type { onFunnelChanged } from '../../../src/studio/api/studioApi.ts';
import type { FunnelChanged } from '../../../src/studio/api/types.ts';
import { textVersion } from '../../../src/studio/server/textVersion.ts';
import { expect, test } from './studioServer.ts';

declare global {
  interface Window {
    studioHeard?: FunnelChanged[];
    studioStayed?: boolean;
  }
}

const PREVIEW = 'preview-under-test';

test.describe('a funnel file changed outside the studio', () => {
  test('is announced to the studio page, which stays, while a preview of it is reloaded', async ({ page, studio }) => {
    // The studio page without its UI: this is the API's test; the UI's own tests drive the UI.
    await page.route('**/src/studio/ui/main.tsx', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(`${studio.url}/__studio`);
    // studioApi.ts's own subscription, loaded from the dev server as the studio's code loads it.
    await page.evaluate(async (modulePath) => {
      const api = (await import(modulePath)) as { onFunnelChanged: typeof onFunnelChanged };
      window.studioHeard = [];
      window.studioStayed = true;
      api.onFunnelChanged((change) => window.studioHeard?.push(change));
    }, '/src/studio/api/studioApi.ts');
    // A preview as the studio shows one: the dev server's own page for the step, in a frame, once its
    // hot-reload client is connected (the page itself need not finish drawing to be told to reload).
    const previewConnected = page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
    await page.evaluate((name) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.src = '/funnels/skincare';
      document.body.append(frame);
    }, PREVIEW);
    await previewConnected;
    let studioNavigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) studioNavigations += 1;
    });
    const previewReloaded = page.waitForEvent('framenavigated', (frame) => frame.name() === PREVIEW);

    const edited = studio.readFunnel('skincare').replace('"Wake up to brighter, even-toned skin"', '"Glow, edited in another editor"');
    studio.writeFunnel('skincare', edited);

    await expect.poll(() => page.evaluate(() => window.studioHeard)).toContainEqual({ slug: 'skincare', version: textVersion(edited) });
    await previewReloaded;
    // The studio page was not reloaded: its unsaved edits and undo history live in it.
    expect(await page.evaluate(() => window.studioStayed)).toBe(true);
    expect(studioNavigations).toBe(0);
  });
});
