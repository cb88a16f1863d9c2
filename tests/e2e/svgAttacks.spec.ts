/**
 * The crafted SVGs the site's picture rule refuses are real attacks, not strawmen (issue 44): each one that
 * does something in Chromium is opened by itself, served as a static host or the dev server serves a file
 * of public/ (image/svg+xml, no Content-Security-Policy; the CSP of _headers would stop the scripts, on a
 * host that reads it), and does it: runs its `alert(1)` as it opens or when clicked, or asks another address
 * for a file. Why the refusal holds, with each file's reason, is tests/unit/svgPictures.test.ts, in Node;
 * here only what only a browser shows, all the files in one page, one after another.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ATTACKER, REFUSED_DIR, REFUSED_SVGS } from '../fixtures/svg/refusedSvgs.ts';
import { atOneWidth, expect, test } from './support/test.ts';

/** The origin the crafted files are served from, as the site would serve them under /art/. */
const SITE = 'http://pictures.test/art/';

atOneWidth('desktop', 'the files are the same at every width');

test('each crafted SVG the rule refuses runs its script or fetches from elsewhere in Chromium, served as the site would serve it', async ({ page }) => {
  const requests: string[] = [];
  const dialogs: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const fixture = REFUSED_SVGS.find(({ file }) => `${SITE}${file}` === url.href);
    if (fixture !== undefined) {
      await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: readFileSync(path.join(REFUSED_DIR, fixture.file)) });
      return;
    }
    requests.push(url.href);
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' });
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const shown: string[] = [];
  for (const { file, shows } of REFUSED_SVGS) {
    // A drawing that holds the page is shown by svgCost.spec.ts, in a page of its own.
    if ('nothing' in shows || 'holds' in shows) continue;
    const address = `${SITE}${file}`;
    requests.length = 0;
    dialogs.length = 0;
    await page.goto(address);
    if ('runs' in shows) {
      // The picture's middle: each one's link or shape covers it.
      if (shows.runs === 'on click') await page.mouse.click(120, 80);
      await expect.poll(() => dialogs, { message: `${file} runs alert(1) ${shows.runs}` }).toEqual(['1']);
      shown.push(`${file}: ran alert(1) ${shows.runs}`);
    } else {
      const wanted = new URL(shows.fetches, address).href;
      await expect.poll(() => requests.map((request) => request.split('#')[0]), { message: `${file} asks for ${wanted}` }).toContain(wanted);
      shown.push(`${file}: asked for ${wanted.startsWith(ATTACKER) ? 'another site' : 'another file'}`);
    }
  }
  expect(shown).toHaveLength(REFUSED_SVGS.filter(({ shows }) => 'runs' in shows || 'fetches' in shows).length);
});
