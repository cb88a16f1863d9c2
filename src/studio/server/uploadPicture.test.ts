// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../../config/pictures/pictureRules.ts';
import { uploadPicture } from './uploadPicture.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** An empty public/ folder to upload into. */
function publicDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pictures-'));
  made.push(dir);
  return dir;
}

/** Every file under `dir`, relative to it. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.endsWith('art') && /\.\w+$/.test(name));

const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#c0ffee' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } }).jpeg().toBuffer();
const webp = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } }).webp().toBuffer();
const svg = (inside: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80"${attributes}>${inside}</svg>`);

/** Uploads `bytes` as `name` into a new public/, expecting a refusal: its reason, and that nothing was written. */
async function refused(name: string, bytes: Buffer): Promise<string> {
  const dir = publicDir();
  const result = await uploadPicture(dir, { name, folder: 'skincare', bytes });
  expect(filesIn(dir)).toEqual([]);
  if (result.ok) throw new Error(`${name} was taken and written to ${result.src}`);
  return result.reason;
}

describe('a picture from the owner’s computer', () => {
  it('is written under public/art/<folder>/ with its size, for PNG, JPEG, WebP and SVG', async () => {
    const dir = publicDir();
    const pictures = [
      { name: 'Hero Shot.PNG', bytes: await png(), src: '/art/skincare/hero-shot.png', size: [40, 30] },
      { name: 'photo.jpeg', bytes: await jpeg(), src: '/art/skincare/photo.jpeg', size: [40, 30] },
      { name: 'photo.webp', bytes: await webp(), src: '/art/skincare/photo.webp', size: [40, 30] },
      { name: 'badge.svg', bytes: svg('<defs><linearGradient id="g"/></defs><rect width="120" height="80" fill="url(#g)"/><use href="#g"/><style>rect { fill: url("#g") }</style>'), src: '/art/skincare/badge.svg', size: [120, 80] },
    ];
    for (const { name, bytes, src, size } of pictures) {
      const result = await uploadPicture(dir, { name, folder: 'skincare', bytes });
      expect(result).toEqual({ ok: true, src, width: size[0], height: size[1], written: [`public${src}`] });
      expect(readFileSync(path.join(dir, src)).equals(bytes)).toBe(true);
    }
    // The first SVG loads jsdom: 2.6 s at a load average of 14.
  }, 15_000);

  it('keeps a picture of the same name and numbers the new one; the same file again is the one there', async () => {
    const dir = publicDir();
    const first = await png();
    await uploadPicture(dir, { name: 'logo.png', folder: 'logos', bytes: first });
    expect(await uploadPicture(dir, { name: 'logo.png', folder: 'logos', bytes: first })).toMatchObject({ ok: true, src: '/art/logos/logo.png', written: [] });
    expect(await uploadPicture(dir, { name: 'logo.png', folder: 'logos', bytes: await png(41, 30) })).toMatchObject({ ok: true, src: '/art/logos/logo-2.png', written: ['public/art/logos/logo-2.png'] });
    expect(readFileSync(path.join(dir, 'art/logos/logo.png')).equals(first)).toBe(true);
  });

  it('is refused when it is not what its name says, judged by its content', async () => {
    expect(await refused('screenshot.jpg', await png())).toBe('screenshot.jpg is not a JPEG picture: its content is a PNG picture');
    expect(await refused('notes.png', Buffer.from('Call the printer on Monday.\n'))).toBe('notes.png is not a PNG picture: its content is no picture format at all');
    expect(await refused('logo.svg', await png())).toBe('logo.svg is not an SVG: its content is a PNG picture');
    expect(await refused('logo.svg', Buffer.from('<html><body>hello</body></html>'))).toMatch(/^logo\.svg is not an SVG: its root element is <html> outside the SVG namespace/);
    expect(await refused('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'))).toMatch(/^logo\.svg is not an SVG: it is not well-formed XML/);
    expect(await refused('movie.gif', await png())).toBe('movie.gif is not a picture the site takes: its name must end in .png, .jpg, .jpeg, .webp, .svg');
  });

  it('is refused over the size limit, before it is read', async () => {
    const bytes = Buffer.concat([await png(), Buffer.alloc(MAX_PICTURE_BYTES)]);
    expect(await refused('big.png', bytes)).toMatch(/^big\.png is 5 MB: a picture may be at most 5 MB$/);
  });

  it('is refused over the pixel limit, from its header, before a pixel is decoded', async () => {
    // 4200 × 4000 pixels of one colour: 16.8 million, 50 MB decoded, a fifth of a megabyte as PNG.
    const bytes = await png(4200, 4000);
    expect(bytes.length).toBeLessThan(300_000);
    expect(4200 * 4000).toBeGreaterThan(MAX_PICTURE_PIXELS);
    expect(await refused('poster.png', bytes)).toBe('poster.png is 4200 × 4000 pixels (16.8 million): a picture may have at most 16.8 million, e.g. 4096 × 4096');
  });

  it('is refused when its data is cut short', async () => {
    const bytes = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    expect(await refused('cut.png', bytes.subarray(0, bytes.length / 2))).toMatch(/^cut\.png is a damaged PNG picture: /);
  });

  // Every kind of SVG the site's rule refuses, each from a crafted file: tests/unit/svgPictures.test.ts.

  it('is refused for a folder outside public/art/', async () => {
    const dir = publicDir();
    const result = await uploadPicture(dir, { name: 'a.png', folder: '../../src', bytes: await png() });
    expect(result).toEqual({ ok: false, reason: '"../../src" is not a folder under public/art/: lower-case words with dashes, separated by slashes' });
    expect(existsSync(path.join(dir, 'art'))).toBe(false);
  });
});
