// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../api/pictureRules.ts';
import { checkPicture } from './checkPicture.ts';
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

  describe('an SVG, served from the site’s own origin, is refused', () => {
    const cases: [string, string, string][] = [
      ['a <script>', '<script>alert(document.cookie)</script>', 'logo.svg is not taken: <script> runs a script'],
      ['a <script> hidden in another prefix', '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>', 'logo.svg is not taken: <script> runs a script'],
      ['an onload= handler', '<rect width="10" height="10" onload="alert(1)"/>', 'logo.svg is not taken: onload="…" on <rect> is an event handler (a script)'],
      ['an external href', '<image href="https://tracker.example/pixel.png" width="1" height="1"/>', 'logo.svg is not taken: href="https://tracker.example/pixel.png" on <image> refers to a file outside this picture; only a local #id may be named'],
      ['a <use> of another file', '<use xlink:href="sprites.svg#star"/>', 'logo.svg is not taken: xlink:href="sprites.svg#star" on <use> refers to a file outside this picture; only a local #id may be named'],
      ['a data: address of a script type', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect width="9" height="9"/></a>', 'logo.svg is not taken: href="data:text/html,<script>alert(1)</script>" on <a> refers to a data: address outside this picture; only a local #id may be named'],
      ['a javascript: link', '<a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a>', 'logo.svg is not taken: xlink:href="javascript:alert(1)" on <a> refers to a file outside this picture; only a local #id may be named'],
      ['<foreignObject>', '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>', 'logo.svg is not taken: <foreignObject> embeds a web page’s content (HTML) in the picture'],
      ['@import in a <style>', '<style>@import "https://fonts.example/a.css"; rect { fill: red }</style>', 'logo.svg is not taken: <style>: @import loads another style sheet'],
      ['an external url() in a <style>', '<style><![CDATA[ rect { fill: url(https://x.example/p.svg#a) } ]]></style>', 'logo.svg is not taken: <style>: url(https://x.example/p.svg#a) refers to a file outside this picture'],
      ['an escaped url( in a style attribute', '<rect style="background: \\75rl(https://x.example/a.png)"/>', 'logo.svg is not taken: style="…" on <rect>: \\75rl(https://x.example/a.png) cannot be read as CSS, so what it may load cannot be checked'],
      ['an external url() in a presentation attribute', '<rect width="9" height="9" fill="url(https://x.example/p.svg#g)"/>', 'logo.svg is not taken: fill="…" on <rect>: url(https://x.example/p.svg#g) refers to a file outside this picture'],
      ['an animated href', '<a href="#a"><set attributeName="href" to="javascript:alert(1)"/></a>', 'logo.svg is not taken: <set> animates href, which would set an address or a handler'],
      ['an <?xml-stylesheet?>', '', 'logo.svg is not taken: <?xml-stylesheet …?> asks the browser to load something'],
    ];
    for (const [what, inside, reason] of cases) {
      it(`with ${what}`, async () => {
        const bytes = what === 'an <?xml-stylesheet?>' ? Buffer.concat([Buffer.from('<?xml-stylesheet href="https://x.example/s.css"?>'), svg('')]) : svg(inside);
        expect(await refused('logo.svg', bytes)).toBe(reason);
      });
    }
  });

  it('is refused for a folder outside public/art/', async () => {
    const dir = publicDir();
    const result = await uploadPicture(dir, { name: 'a.png', folder: '../../src', bytes: await png() });
    expect(result).toEqual({ ok: false, reason: '"../../src" is not a folder under public/art/: lower-case words with dashes, separated by slashes' });
    expect(existsSync(path.join(dir, 'art'))).toBe(false);
  });
});

describe('the site’s own artwork', () => {
  it('is all taken: no SVG under public/art/ is refused, each with the size librsvg gives it', async () => {
    const art = path.resolve(import.meta.dirname, '../../../public/art');
    const files = readdirSync(art, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(50);
    const refusals = [];
    for (const file of files) {
      const verdict = await checkPicture(path.basename(file), readFileSync(path.join(art, file)));
      if (!verdict.ok) refusals.push(verdict.reason);
      else expect(verdict.width * verdict.height, file).toBeGreaterThan(0);
    }
    expect(refusals).toEqual([]);
    // librsvg reads 57 drawings: 2.6 s on a shared machine, so more room than the default 5 s.
  }, 15_000);
});
