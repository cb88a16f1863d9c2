/**
 * What the picture rule's bound on drawing cost stops (issue 51): a 2.5 KB drawing of nested `<use>` (a billion
 * shapes, within every count the rule had before) holds a page that shows it as an `<img>`, with no script at
 * all. The page is opened beside a control, the same page showing a drawing the rule takes, at a phone's width;
 * the control draws a frame after its load event at once, the held page not in HELD_MS, and is then closed, not
 * awaited (drawn to its end it did not finish in five minutes). Why the rule refuses the file, and its figure:
 * tests/unit/svgPictures.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REFUSED_DIR, REFUSED_SVGS, TAKEN_DIR } from '../fixtures/svg/refusedSvgs.ts';
import { atOneWidth, expect, test } from './support/test.ts';

/** Long enough for the control to load many times over on one loaded core, and short: the held page burns a core. */
const HELD_MS = 4_000;

/** Each page on a site of its own, so Chromium gives each its own renderer: the held one cannot hold the other. */
const page = (site: string, picture: string) => ({
  address: `http://${site}.test/`,
  html: `<!doctype html><meta name="viewport" content="width=device-width"><title>${site}</title><img src="/picture.svg" width="390" alt="">`,
  picture,
});

atOneWidth('phone', 'a phone is where the issue found it; the drawing holds a page at any width');

/** Whether the page fires its load event and then draws a frame within HELD_MS; it is closed either way. */
async function drawsAFrame(tab: Page, served: ReturnType<typeof page>): Promise<boolean> {
  await tab.route(`${served.address}**`, (route) =>
    route.fulfill(
      new URL(route.request().url()).pathname === '/picture.svg'
        ? { contentType: 'image/svg+xml', body: readFileSync(served.picture) }
        : { contentType: 'text/html', body: served.html },
    ),
  );
  await tab.goto(served.address, { waitUntil: 'commit' });
  const framed = tab
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          // Two frames: the first's callback runs before it is painted, the second's after.
          const frame = () =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                resolve(true);
              }),
            );
          if (document.readyState === 'complete') frame();
          else addEventListener('load', frame);
        }),
    )
    .catch(() => false);
  const timedOut = new Promise<boolean>((resolve) =>
    setTimeout(() => {
      resolve(false);
    }, HELD_MS),
  );
  const drew = await Promise.race([framed, timedOut]);
  // A held renderer is not asked to unload: its process is ended with the page.
  await tab.close({ runBeforeUnload: false });
  return drew;
}

test('a <use> fan-out within the old counts holds a page showing it as an <img>; a taken drawing does not', async ({ context }) => {
  const fanOut = REFUSED_SVGS.find(({ shows }) => 'holds' in shows);
  expect(fanOut?.file).toBe('cost/use-fan-out.svg');

  const control = page('control', path.join(TAKEN_DIR, 'figma-export.svg'));
  expect(await drawsAFrame(await context.newPage(), control), 'the control page draws a frame after its load event').toBe(true);

  const held = page('held', path.join(REFUSED_DIR, fanOut?.file ?? ''));
  expect(await drawsAFrame(await context.newPage(), held), `a page showing ${fanOut?.file ?? ''} draws no frame in ${String(HELD_MS)} ms`).toBe(false);
});
