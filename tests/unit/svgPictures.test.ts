// @vitest-environment node
/**
 * One rule for every picture the site serves (issue 44): the crafted SVGs of tests/fixtures/svg/refused/, each
 * refused with its reason and nothing written, at the studio's upload (its API: a 422) and in the check of
 * public/ that `npm run check` and the build run; the site's own drawings and an editor's exports taken; the
 * allow-list a narrowing of DOMPurify's SVG profile; and no input, however broken, answered with an error.
 * That each crafted file is a real attack is shown in Chromium by tests/e2e/svgAttacks.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPicture } from '../../src/config/pictures/checkPicture.ts';
import { checkServedPictures } from '../../src/config/pictures/checkServedPictures.ts';
import { drawSvg } from '../../src/config/pictures/drawSvg.ts';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS } from '../../src/config/pictures/svgAllowList.ts';
import { MAX_SVG_BYTES } from '../../src/config/pictures/pictureRules.ts';
import { ALLOW_LIST_PAGE, withAllowListTables } from '../../src/config/reference/svgAllowListTable.ts';
import { artApi } from '../../src/studio/server/artApi.ts';
import { REFUSED_DIR, REFUSED_SVGS, TAKEN_DIR } from '../fixtures/svg/refusedSvgs.ts';

const root = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** An empty project: its public/ and the studio API's places. */
function project() {
  const dir = mkdtempSync(path.join(tmpdir(), 'svg-pictures-'));
  made.push(dir);
  const publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'art'), { recursive: true });
  return { publicDir, dataRoot: dir, cacheDir: path.join(dir, 'cache') };
}

/** Every file under `dir`, relative to it. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.\w+$/.test(name));

/** The studio's upload, through its API as the page calls it. */
const upload = (places: ReturnType<typeof project>, name: string, bytes: Buffer) => artApi(places, 'POST', '/art', { name, folder: 'badges', data: bytes.toString('base64') });

describe('a crafted SVG is refused with its reason and nothing written', () => {
  for (const { file, reason } of REFUSED_SVGS) {
    it(`${file}: at the studio’s upload (422) and in the check of public/`, async () => {
      const bytes = readFileSync(path.join(REFUSED_DIR, file));
      const name = path.basename(file);

      const places = project();
      const answer = await upload(places, name, bytes);
      expect(answer?.status).toBe(422);
      const { message } = answer?.body as { message: string };
      expect(message.startsWith(`${name} is not taken: `), message).toBe(true);
      expect(message).toContain(reason);
      expect(filesIn(places.publicDir)).toEqual([]);

      // Dropped into public/art/ by hand: the check names the file and gives the same reason.
      const { publicDir } = project();
      writeFileSync(path.join(publicDir, 'art', name), bytes);
      const lines = await checkServedPictures(publicDir, [], { taken: null });
      expect(lines).toHaveLength(1);
      expect(lines[0]?.startsWith(`public/art/${name} is not taken: `), lines[0]).toBe(true);
      expect(lines[0]).toContain(reason);
      // One fixture is drawn until its budget (4 s of CPU time) runs out, twice: 8 s of a core, under one core loaded.
    }, 90_000);
  }
});

describe('what a drawing needs is taken', () => {
  it('exports of Figma and Illustrator, and names bound to other prefixes, are taken and written', async () => {
    const places = project();
    for (const name of readdirSync(TAKEN_DIR)) {
      const answer = await upload(places, name, readFileSync(path.join(TAKEN_DIR, name)));
      expect(answer, name).toMatchObject({ status: 201, body: { src: `/art/badges/${name}`, width: 240, height: 160 } });
    }
    expect(await checkServedPictures(places.publicDir, [], { taken: null })).toEqual([]);
  });

  it('every SVG of the repository passes (the crafted ones aside), each with the size librsvg gives it', async () => {
    const files = execFileSync('git', ['ls-files', '*.svg'], { cwd: root, encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((file) => !file.startsWith('tests/fixtures/svg/refused/'));
    expect(files.length).toBeGreaterThan(55);
    const refusals = [];
    for (const file of files) {
      const verdict = await checkPicture(file, readFileSync(path.join(root, file)));
      if (!verdict.ok) refusals.push(verdict.reason);
      else expect(verdict.width * verdict.height, file).toBeGreaterThan(0);
    }
    expect(refusals).toEqual([]);
    // Each drawn once by librsvg, as the rule draws it: 14.5 s here beside two other test suites (a load of 10).
  }, 120_000);

  it('public/ as the site serves it passes the check, and pictures the config names are read too', async () => {
    const { publicDir } = project();
    writeFileSync(path.join(publicDir, 'art', 'ok.svg'), readFileSync(path.join(TAKEN_DIR, 'figma-export.svg')));
    // A text file named .png that a funnel names: a named picture is held to the rule whatever its kind.
    writeFileSync(path.join(publicDir, 'art', 'notes.png'), 'Call the printer on Monday.\n');
    writeFileSync(path.join(publicDir, 'art', 'unnamed.png'), 'not a picture, and named by nothing');
    expect(await checkServedPictures(publicDir, ['/art/notes.png', '/art/missing.png', '/../outside.svg'], { taken: null })).toEqual([
      'public/art/notes.png is not a PNG picture: its content is no picture format at all',
    ]);
  });
});

describe('the allow-list', () => {
  /** A drawing holding every allowed element, and a rect with every allowed attribute. */
  function everything(): string {
    const attributes = [...ALLOWED_ATTRIBUTES]
      .filter((name) => !['id', 'xlink:href', 'xml:space'].includes(name))
      .map((name) => `${name}="${name === 'href' ? '#a' : '1'}"`)
      .join(' ');
    const elements = [...ALLOWED_ELEMENTS].filter((name) => name !== 'svg').map((name) => `<${name}/>`);
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xml:space="preserve"><rect id="a" ${attributes} xlink:href="#a"/>${elements.join('')}</svg>`;
  }

  it('is DOMPurify’s SVG profile narrowed, adding only <use> (its href a local #id) and role', () => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    const drawing = new window.DOMParser().parseFromString(everything(), 'image/svg+xml').documentElement;
    expect(drawing.localName).toBe('svg');
    purify.sanitize(drawing, { USE_PROFILES: { svg: true, svgFilters: true }, IN_PLACE: true });
    const removed = purify.removed.map((entry) => ('element' in entry ? `<${entry.element.nodeName}>` : (entry.attribute?.name ?? '')));
    expect(removed.sort()).toEqual(['<use>', 'role']);
  });

  it('is given, each entry with its reason, in docs/artwork.md, as generated (run `npm run schema`)', () => {
    const page = readFileSync(path.join(root, ALLOW_LIST_PAGE), 'utf8');
    expect(page).toBe(withAllowListTables(page));
    expect(page).toContain('| `feDropShadow` | the cards’ shadows (ours) |');
  });

  it('refuses what DOMPurify’s SVG profile alone would keep: files fetched from elsewhere', () => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    for (const file of ['external/image.svg', 'external/fe-image.svg', 'external/fill-attribute.svg', 'external/css-style-attribute.svg', 'external/css-import.svg']) {
      const drawing = new window.DOMParser().parseFromString(readFileSync(path.join(REFUSED_DIR, file), 'utf8'), 'image/svg+xml').documentElement;
      purify.sanitize(drawing, { USE_PROFILES: { svg: true, svgFilters: true }, IN_PLACE: true });
      expect(purify.removed, file).toEqual([]);
      expect(REFUSED_SVGS.some((refused) => refused.file === file)).toBe(true);
    }
  });
});

/** A small deterministic random source (mulberry32), so a failing case can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SNIPPETS = ['<', '>', '&', '&amp;', '&#0;', '&#x110000;', '&lt;', ']]>', '<![CDATA[', '<!--', '-->', '<?x y?>', '"', "'", '(', ')', '\\', 'url(', '#', ':', '=', '/>', '</svg>', '<svg>', 'xmlns:x="y"', '\u0000', '\uFEFF', '\uD800', 'é', '\u2028'];

/** Answers an upload of `bytes` must give: taken (201) or refused in words (422), never an error. */
async function answered(bytes: Buffer, name = 'fuzz.svg'): Promise<{ status: number; message?: string }> {
  const answer = await upload(project(), name, bytes);
  const status = answer?.status ?? 0;
  expect([201, 422], `${name}: ${bytes.subarray(0, 120).toString('utf8')}`).toContain(status);
  const message = status === 422 ? (answer?.body as { message: string }).message : undefined;
  if (message !== undefined) expect(message.length).toBeGreaterThan(name.length + 10);
  return { status, message };
}

describe('what a drawing costs is bounded', () => {
  const drawing = (body: string, size = 'width="240" height="160" viewBox="0 0 240 160"') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>\n${body}\n</svg>\n`);
  /** `levels` groups in <defs>, each drawing the one before `fan` times with <use>, over one rect, drawn once. */
  const fanOut = (fans: readonly number[], extra = '') => {
    const groups = fans.map((fan, level) => `<g id="l${String(level + 1)}">${`<use href="#l${String(level)}"/>`.repeat(fan)}</g>`);
    return drawing(`<defs><rect id="l0" width="1" height="1"/>\n${groups.join('\n')}</defs>\n<use href="#l${String(fans.length)}"/>${extra}`);
  };

  it('counts the shapes after <use> through every level: 5,000 taken, one more refused with the figure', async () => {
    expect(await answered(fanOut([10, 10, 10, 5]))).toEqual({ status: 201 });
    const { message } = await answered(fanOut([10, 10, 10, 5], '<circle r="1"/>'));
    expect(message).toBe('fuzz.svg is not taken: it draws 5,001 shapes after <use>, limit 5,000 (line 1)');
  });

  it('refuses a <use> that names itself, or leads back to itself through others, with its line', async () => {
    expect((await answered(drawing('<use id="u" href="#u"/>'))).message).toBe(
      'fuzz.svg is not taken: <use href="#u"> refers to itself: a loop, of which a browser draws nothing; a picture here needs none (line 2)',
    );
    const roundabout = drawing('<g id="a"><rect width="1" height="1"/><use href="#b"/></g>\n<g id="b"><use xlink:href="#a" xmlns:xlink="http://www.w3.org/1999/xlink"/></g>');
    expect((await answered(roundabout)).message).toBe(
      'fuzz.svg is not taken: <use href="#a"> leads back to itself through the <use> elements of <g id="a">: a loop, of which a browser draws nothing; a picture here needs none (line 3)',
    );
  });

  it('refuses a blur wider than a quarter of the drawing, and a filter region past 3 times the drawing, with the figures', async () => {
    const blur = drawing('<filter id="f"><feGaussianBlur stdDeviation="61"/></filter><rect width="10" height="10" filter="url(#f)"/>');
    expect((await answered(blur)).message).toBe('fuzz.svg is not taken: stdDeviation="61" on <feGaussianBlur> blurs across 25.4% of the drawing, limit 25% (line 2)');
    const region = drawing('<filter id="f" filterUnits="userSpaceOnUse" x="-2000" y="0" width="4000" height="160"><feOffset dx="2"/></filter><rect width="10" height="10" filter="url(#f)"/>');
    expect((await answered(region)).message).toBe(
      'fuzz.svg is not taken: width="4000" on <filter> makes its region 16.67 times the width of the drawing, limit 3 times (line 2)',
    );
  });

  it('stops a drawing when its budget of CPU time runs out, rather than awaiting it', async () => {
    const slow = readFileSync(path.join(REFUSED_DIR, 'cost/slow-to-draw.svg'));
    const started = performance.now();
    const outcome = await drawSvg(slow, 300);
    expect(outcome).toMatchObject({ kind: 'over', stopped: true });
    expect(outcome.kind === 'over' && outcome.ms >= 300).toBe(true);
    // Drawn to its end it takes about a minute of CPU time; stopped, a second or two beside the child's start.
    expect(performance.now() - started).toBeLessThan(15_000);
    // The next drawing starts a new child, and is drawn.
    expect(await drawSvg(readFileSync(path.join(TAKEN_DIR, 'figma-export.svg')))).toMatchObject({ kind: 'drawn', width: 240, height: 160 });
  }, 60_000);
});

describe('no input is answered with an error', () => {
  const sources = [...REFUSED_SVGS.map(({ file }) => path.join(REFUSED_DIR, file)), ...readdirSync(TAKEN_DIR).map((name) => path.join(TAKEN_DIR, name))].map((file) => readFileSync(file, 'utf8'));

  it('every crafted or exported file cut short anywhere, or mangled at random, gets a 201 or a 422 with a reason', async () => {
    const next = random(44);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    for (let round = 0; round < 160; round++) {
      let text = pick(sources);
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * text.length);
        const kind = next();
        if (kind < 0.45) text = text.slice(0, at) + pick(SNIPPETS) + text.slice(at);
        else if (kind < 0.7) text = text.slice(0, at) + text.slice(at + Math.floor(next() * 40));
        else if (kind < 0.85) text = text.slice(0, at);
        else text = text.slice(0, at) + text.slice(at, at + 30) + text.slice(at);
      }
      await answered(Buffer.from(text, 'utf8'));
    }
  }, 30_000);

  it('a file past the limits is refused quickly (too many elements, nested too deep, too large), and the largest taken is read whole', async () => {
    const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
    const flat = `${open}${'<g/>'.repeat(Math.floor((MAX_SVG_BYTES - 100) / 4))}</svg>`;
    const deep = `${open}${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`;
    const large = `${open}${'<g/>'.repeat(MAX_SVG_BYTES / 4)}</svg>`;
    for (const [text, reason] of [
      [flat, `it holds more than ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements`],
      [deep, `its elements nest more than ${String(MAX_SVG_DEPTH)} deep`],
      [large, 'fuzz.svg is 1 MB: an SVG may be at most 1 MB'],
    ] as const) {
      const started = performance.now();
      expect((await answered(Buffer.from(text))).message).toContain(reason);
      // Bounded work, whatever the file: each is refused without reading the rest (0.2–1.3 s at a load average of 13).
      expect(performance.now() - started).toBeLessThan(10_000);
    }
    // The largest SVG taken, most of it one path: read whole, and drawn.
    const path = `${open}<path d="M0 0${' l1 1'.repeat(Math.floor((MAX_SVG_BYTES - 200) / 5))}"/></svg>`;
    expect(Buffer.byteLength(path)).toBeLessThanOrEqual(MAX_SVG_BYTES);
    expect((await answered(Buffer.from(path))).status).toBe(201);
  }, 30_000);

  it('text in another encoding than UTF-8, or with characters XML forbids, is refused in words', async () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>é</text></svg>';
    const plain = drawing.replace('é', 'e');
    const utf16 = (littleEndian: boolean, bom: boolean, text = drawing) => {
      const bytes = Buffer.from(text, 'utf16le');
      if (!littleEndian) bytes.swap16();
      return Buffer.concat([bom ? Buffer.from(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : Buffer.alloc(0), bytes]);
    };
    expect((await answered(utf16(true, true))).message).toBe('fuzz.svg is not an SVG the site takes: it is not UTF-8 text');
    expect((await answered(utf16(false, true))).message).toBe('fuzz.svg is not an SVG the site takes: it is not UTF-8 text');
    // Without its mark, UTF-16 of ASCII alone is valid UTF-8, with a NUL after each character: no XML.
    expect((await answered(utf16(true, false, plain))).message).toMatch(/^fuzz\.svg is not an SVG: it is not well-formed XML \(1:2: disallowed character\.\)$/);
    expect((await answered(Buffer.from(drawing, 'latin1'))).message).toBe('fuzz.svg is not an SVG the site takes: it is not UTF-8 text');
    expect((await answered(Buffer.from(drawing.replace('é', '\u0001')))).message).toMatch(/^fuzz\.svg is not an SVG: it is not well-formed XML/);
    expect((await answered(Buffer.from(`<?xml version="1.0" encoding="UTF-16"?>${drawing}`))).message).toContain('its XML declaration says it is encoded in UTF-16');
    expect((await answered(Buffer.from(`<?xml version="1.1"?>${drawing}`))).message).toContain('its XML declaration says XML 1.1');
    // A UTF-8 byte-order mark is UTF-8 still.
    expect((await answered(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(drawing)]))).status).toBe(201);
  });
});
