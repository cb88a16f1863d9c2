import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './studioServer.ts';

/*
 * Pictures from the owner's computer, through the picture field of a funnel's
 * form: a new PNG written under public/art/ and set in the field with its size,
 * a file that is not what its name says refused in words with nothing written,
 * and a picture no page uses listed and removed. The fixture removes what a
 * test added under public/art/.
 */

test.describe.configure({ mode: 'default' });

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** The skincare funnel's order options in the studio, the first option's picture group in view. */
async function firstOptionPicture(page: Page, url: string) {
  await page.goto(`${url}/__studio/skincare`);
  await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
  await page.getByRole('navigation', { name: 'Funnel parts' }).getByRole('button', { name: 'order', exact: true }).click();
  await page.getByRole('button', { name: /^order-options/ }).click();
  return page.getByRole('group', { name: /^options-1\b/ }).getByRole('group', { name: /^image/ });
}

/** Chooses `file` with the picture field's Upload button, as a person picks a file from their computer. */
async function uploadWith(page: Page, picture: ReturnType<Page['locator']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await picture.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles(file);
}

test.describe('pictures in the studio', () => {
  test('a PNG from the computer is written under public/art/, set in the option’s picture with its size, and shown', async ({ page, studio }) => {
    const picture = await firstOptionPicture(page, studio.url);
    const name = `Serum Trio ${String(Date.now())}.png`;
    const src = `/art/skincare/${name.toLowerCase().replaceAll(' ', '-')}`;
    const buffer = await sharp({ create: { width: 300, height: 240, channels: 3, background: '#e8c9a8' } }).png().toBuffer();
    const line = studio.readFunnel('skincare').split('\n').find((text) => text.includes('"/art/skincare/serum-one.svg"')) ?? '';

    await uploadWith(page, picture, { name, mimeType: 'image/png', buffer });

    await expect(picture.getByRole('status')).toHaveText(`Added public${src} (300 × 240)`);
    await expect(picture.getByRole('combobox', { name: /^src/ })).toHaveValue(src);
    const preview = picture.getByRole('img', { name: `Preview of ${src.replace('/art/', '')}` });
    await expect(preview).toBeVisible();
    // Drawn from the dev server: the file the browser got is the one written.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect(readFileSync(path.join(publicDir, src)).equals(buffer)).toBe(true);
    // The picture, its width and its height: the option's one line, nothing else.
    const changed = line.replace('/art/skincare/serum-one.svg', src).replace('"width": 320, "height": 320', '"width": 300, "height": 240');
    await expect.poll(() => studio.gitDiff('skincare')).toEqual([`-${line}`, `+${changed}`]);
    await expect(page.getByRole('status').first()).toHaveText('Saved: the file is valid');
  });

  test('a text file named .png is refused at the field in words, and nothing is written', async ({ page, studio }) => {
    const original = studio.readFunnel('skincare');
    const picture = await firstOptionPicture(page, studio.url);
    await uploadWith(page, picture, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Call the printer on Monday.\n') });

    await expect(picture.getByRole('alert')).toHaveText('Not added: notes.png is not a PNG picture: its content is no picture format at all');
    await expect(picture.getByRole('combobox', { name: /^src/ })).toHaveValue('/art/skincare/serum-one.svg');
    expect(existsSync(path.join(publicDir, 'art/skincare/notes.png'))).toBe(false);
    expect(studio.readFunnel('skincare')).toBe(original);
  });

  test('a picture no page uses is listed, and Remove deletes it; the pictures pages use are never listed', async ({ page, studio }) => {
    const name = `unused-${String(Date.now())}.svg`;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#4338ca"/></svg>';
    const added = await page.request.post(`${studio.url}/__studio/api/art`, {
      data: { name, folder: 'plants', data: Buffer.from(svg).toString('base64') },
    });
    expect(added.status()).toBe(201);
    const file = path.join(publicDir, 'art/plants', name);
    expect(existsSync(file)).toBe(true);

    await page.goto(`${studio.url}/__studio`);
    const unused = page.getByRole('list', { name: 'Pictures no page uses' });
    await expect(unused.getByRole('listitem').filter({ hasText: name })).toHaveText(new RegExp(`^plants/${name}\\s*40 × 30\\s*Remove`));
    // plants/fiddle-leaf-fig.svg is the plants funnel's product picture.
    await expect(unused.getByText('plants/fiddle-leaf-fig.svg')).toHaveCount(0);

    await unused.getByRole('button', { name: `Remove plants/${name}` }).click();
    await expect(page.getByRole('region', { name: 'Pictures no page uses' }).getByRole('status')).toHaveText(`Removed public/art/plants/${name}`);
    await expect(unused.getByText(`plants/${name}`)).toHaveCount(0);
    expect(existsSync(file)).toBe(false);
  });
});
