/**
 * The typefaces of the page on screen: each character it shows in a web font
 * is in that font's subset (read from the file's cmap, not from the build's
 * own list), it loads no more than 30 KB of fonts, every web font is followed
 * in its stack by a metric-matched stand-in, and it preloads exactly the
 * files its first screen is set in. everyPage.spec runs this on every route.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { sourceFiles } from '../../../src/fonts/fallbackFaces.ts';
import { fontCodePoints } from '../../../src/fonts/fontCodePoints.ts';
import { missingCharacters } from '../../../src/fonts/fontCharacters.ts';
import { fallbackFamilies, typefaces, type Typeface } from '../../../src/theme/typefaces.ts';
import { expect } from './test.ts';

const FONT_BUDGET_BYTES = 30 * 1024;

interface FaceRule {
  family: string;
  urls: string[];
  weight: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  src: string;
}

interface PageFonts {
  faces: FaceRule[];
  /** Text per first family of its computed font-family, with the weights asked of it. */
  text: Record<string, { characters: string; weights: number[]; firstScreen: boolean }>;
  stacks: string[];
  preloads: string[];
  loaded: { url: string; bytes: number }[];
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

async function pageFonts(page: Page): Promise<PageFonts> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const clean = (family: string) => family.trim().replace(/^["']|["']$/g, '');
    const faces: FaceRule[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const src = rule.style.getPropertyValue('src');
        faces.push({
          family: clean(rule.style.getPropertyValue('font-family')),
          urls: [...src.matchAll(/url\("?([^")]+)"?\)/g)].map((match) => new URL(match[1] ?? '', location.href).pathname),
          weight: rule.style.getPropertyValue('font-weight'),
          sizeAdjust: rule.style.getPropertyValue('size-adjust'),
          ascentOverride: rule.style.getPropertyValue('ascent-override'),
          descentOverride: rule.style.getPropertyValue('descent-override'),
          src,
        });
      }
    }
    const text: PageFonts['text'] = {};
    const stacks = new Set<string>();
    const add = (element: Element, characters: string, rect: DOMRect | undefined) => {
      const style = getComputedStyle(element);
      stacks.add(style.fontFamily);
      const family = clean(style.fontFamily.split(',')[0] ?? '');
      const entry = (text[family] ??= { characters: '', weights: [], firstScreen: false });
      entry.characters += characters;
      entry.weights.push(Number(style.fontWeight));
      if (rect !== undefined && rect.width > 0 && rect.top < innerHeight && rect.bottom > 0) entry.firstScreen = true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const content = node.textContent ?? '';
      if (parent === null || parent.closest('script, style, noscript') !== null || content.trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      add(parent, content, range.getBoundingClientRect());
    }
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      add(field, field.placeholder, undefined);
    }
    return {
      faces,
      text,
      stacks: [...stacks],
      preloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')).map((link) => new URL(link.href).pathname),
      loaded: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).decodedBodySize })),
    };
  });
}

const ours = (family: string): Typeface | undefined => Object.values(typefaces).find((typeface) => typeface.family === family);

const served = new Map<string, Promise<Uint8Array>>();
function fontFile(request: APIRequestContext, url: string): Promise<Uint8Array> {
  let file = served.get(url);
  if (file === undefined) {
    // A socket the host closed while idle may be the one reused here (ECONNRESET, once in a CI run of 424 tests):
    // a browser sends an idempotent request again on a fresh one, and so does this, once.
    file = request.get(url, { maxRetries: 1 }).then(async (response) => {
      expect(response.status(), `${url} is served`).toBe(200);
      return new Uint8Array(await response.body());
    });
    served.set(url, file);
  }
  return file;
}

/** What the typeface itself can draw (all its fontsource files): a character beyond it no subset could hold. */
const typefaceCodePoints = new Map<string, Promise<Set<number>>>();
function drawable(typeface: Typeface): Promise<Set<number>> {
  let codePoints = typefaceCodePoints.get(typeface.family);
  if (codePoints === undefined) {
    codePoints = Promise.all(sourceFiles(typeface).map(async (file) => fontCodePoints(await readFile(file)))).then(
      (sets) => new Set(sets.flatMap((set) => [...set])),
    );
    typefaceCodePoints.set(typeface.family, codePoints);
  }
  return codePoints;
}

function weightRange(face: FaceRule): [number, number] {
  const [min = 400, max = min] = face.weight.split(/\s+/).map(Number);
  return [min, max];
}

/** Checks the fonts of the page as it is now (opened at `path`, fonts loaded or loading). */
export async function expectFontsWithinBudget(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const fonts = await pageFonts(page);
  const usedFamilies = Object.keys(fonts.text).filter((family) => ours(family) !== undefined);
  expect(usedFamilies.length, 'the page sets its text in a web font').toBeGreaterThan(0);

  const pageFiles = new Set<string>();
  const firstScreenFiles = new Set<string>();
  for (const family of usedFamilies) {
    const typeface = ours(family);
    const used = fonts.text[family];
    if (typeface === undefined || used === undefined) continue;
    const faces = fonts.faces.filter((face) => face.family === family);
    const urls = faces.flatMap((face) => face.urls);
    expect(urls.length, `${family} has an @font-face with a file`).toBeGreaterThan(0);
    for (const url of urls) pageFiles.add(url);
    if (used.firstScreen && urls[0] !== undefined) firstScreenFiles.add(urls[0]);

    const subset = new Set<number>();
    for (const url of urls) for (const codePoint of await fontCodePoints(await fontFile(request, url))) subset.add(codePoint);
    const inTypeface = await drawable(typeface);
    const missing = missingCharacters(used.characters, subset).filter((character) => inTypeface.has(character.codePointAt(0) ?? -1));
    expect(missing, `characters ${path} sets in ${family} that its subset lacks`).toEqual([]);

    for (const face of faces) {
      const [min, max] = weightRange(face);
      const outside = used.weights.filter((weight) => weight < min || weight > max);
      expect([...new Set(outside)], `weights asked of ${family} outside the subset's ${face.weight}`).toEqual([]);
    }

    // The stand-in comes right after the web font, and carries the metric overrides that keep the swap still.
    const [standIn] = fallbackFamilies(typeface);
    const stacks = fonts.stacks.filter((stack) => unquote(stack.split(',')[0] ?? '') === family);
    for (const stack of stacks) expect(unquote(stack.split(',')[1] ?? ''), `the stack after ${family}`).toBe(standIn);
    for (const name of fallbackFamilies(typeface)) {
      const face = fonts.faces.find((rule) => rule.family === name);
      expect(face, `@font-face for ${name}`).toBeDefined();
      expect(face?.src).toMatch(/^local\(/);
      expect(face?.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
      expect(face?.ascentOverride).toMatch(/^\d+(\.\d+)?%$/);
      expect(face?.descentOverride).toMatch(/^\d+(\.\d+)?%$/);
    }
  }

  let pageBytes = 0;
  for (const url of pageFiles) pageBytes += (await fontFile(request, url)).byteLength;
  expect(pageBytes, `bytes of the font files ${path} sets text in`).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  const loadedBytes = fonts.loaded.reduce((sum, entry) => sum + entry.bytes, 0);
  expect(loadedBytes, `bytes of the fonts ${path} loaded`).toBeLessThanOrEqual(FONT_BUDGET_BYTES);

  expect(new Set(fonts.preloads), 'the preloaded fonts are those the first screen is set in').toEqual(firstScreenFiles);
}
