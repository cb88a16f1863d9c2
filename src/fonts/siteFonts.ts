import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { baseTheme, fontStacks } from '../theme/theme.ts';
import { typefaces, type FontFamily, type Typeface } from '../theme/typefaces.ts';
import { fallbackFaces, sourceFiles } from './fallbackFaces.ts';
import { fontCodePoints } from './fontCodePoints.ts';
import {
  LETTERS_AND_DIGITS,
  PRINTABLE_ASCII,
  TYPOGRAPHIC_PUNCTUATION,
  characterSet,
  isPictograph,
  jsonStrings,
  visibleText,
} from './fontCharacters.ts';
import { loadProjectData } from '../config/load/projectData.ts';
import { textSetIn } from './textSetIn.ts';

/*
 * Kerning, ligatures and the features text needs to compose (marks, locale forms). subset-font keeps
 * every OpenType feature by default, and Inter's contextual alternates, stylistic sets and case
 * forms cost more than its letters; the site asks for none of them.
 */
const LAYOUT_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];

async function filesUnder(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every character the site can show: the text of every prerendered page,
 * every string in the config (a step only the machine reaches is still in
 * there), every character outside ASCII in the client's scripts (what the
 * interface writes at run time) and the usual typographic punctuation.
 */
async function siteText(outDir: string, root: string, pages: string[], site: string | undefined): Promise<string> {
  const text = pages.map(visibleText);
  // This build's own config: the portfolio's content and funnels, or a client's site file and its funnels.
  const own = new Set(loadProjectData(root, { site }).funnels.map((funnel) => path.join(root, 'funnels', `${funnel.slug}.json`)));
  const configFiles = [
    ...(await filesUnder(path.join(root, 'funnels'), '.json')).filter((file) => own.has(file)),
    ...(site === undefined ? await filesUnder(path.join(root, 'content'), '.json') : [path.join(root, 'sites', `${site}.json`)]),
  ];
  const config = await Promise.all(configFiles.map(async (file) => jsonStrings(JSON.parse(await readFile(file, 'utf8'))).join(' ')));
  const scripts = await Promise.all(
    (await filesUnder(path.join(outDir, 'assets'), '.js')).map(async (file) => characterSet(await readFile(file, 'utf8')).filter((character) => (character.codePointAt(0) ?? 0) > 0x7f).join('')),
  );
  return [...text, ...config, ...scripts, TYPOGRAPHIC_PUNCTUATION].join(' ');
}

/** The typefaces some theme sets its body text in: the ones form fields, and so anything typed, use. */
function bodyTypefaces(root: string, site: string | undefined): Set<FontFamily> {
  const funnels = loadProjectData(root, { site }).funnels;
  // A client's site has no page in the portfolio's own look, so not its body face either.
  const stacks = new Set([...(site === undefined ? [baseTheme.fonts.body] : []), ...funnels.map((funnel) => fontStacks[funnel.theme.fonts.body])]);
  return new Set((Object.keys(typefaces) as FontFamily[]).filter((name) => stacks.has(fontStacks[name])));
}

export interface FontFile {
  href: string;
  bytes: number;
  characters: number;
}

export interface SiteFont {
  name: FontFamily;
  typeface: Typeface;
  files: FontFile[];
  /** Characters the site shows that no file of the typeface has: they are drawn in a stand-in. */
  uncovered: string[];
}

/**
 * One subset per source file that holds any of the characters: Latin first,
 * Latin Extended only for what Latin lacks (a single file for today's content).
 */
async function subsetTypeface(outDir: string, name: FontFamily, characters: string[]): Promise<SiteFont> {
  const typeface: Typeface = typefaces[name];
  let wanted = characters;
  const files: FontFile[] = [];
  for (const [index, source] of sourceFiles(typeface).entries()) {
    const font = await readFile(source);
    const covered = await fontCodePoints(font);
    const here = wanted.filter((character) => covered.has(character.codePointAt(0) ?? -1));
    wanted = wanted.filter((character) => !here.includes(character));
    if (here.length === 0) continue;
    const [min, max] = typeface.weights;
    const subset = await subsetFont(font, here.join(''), {
      targetFormat: 'woff2',
      keepFeatures: LAYOUT_FEATURES,
      variationAxes: { wght: { min, max } },
    });
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
    const file = `${typeface.stem}${index === 0 ? '' : `-${String(index)}`}-${hash}.woff2`;
    await writeFile(path.join(outDir, 'assets', file), subset);
    files.push({ href: `/assets/${file}`, bytes: subset.byteLength, characters: here.length });
  }
  return { name, typeface, files, uncovered: wanted };
}

function unicodeRange(characters: string[]): string {
  return characters.map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(',');
}

/** `swap`: the stand-in draws at once with the web font's metrics, and the swap moves nothing. */
async function fontFaceCss(font: SiteFont, filesCharacters: string[][]): Promise<string> {
  const [min, max] = font.typeface.weights;
  const faces = font.files.map(
    (file, index) =>
      `@font-face{font-family:'${font.typeface.family}';font-style:normal;font-display:swap;font-weight:${String(min)} ${String(max)};` +
      `src:url(${file.href}) format('woff2')${font.files.length > 1 ? `;unicode-range:${unicodeRange(filesCharacters[index] ?? [])}` : ''}}`,
  );
  const fallbacks = (await fallbackFaces(font.typeface)).replace(/\s*\n\s*/g, '');
  return faces.join('') + fallbacks;
}

/**
 * After the pages are prerendered: subsets each typeface to the characters
 * the site shows, writes the subsets into assets/ under content-hashed names,
 * and puts into every page the @font-face rules (all typefaces, as a later
 * page reached in the app may use any) and a preload of the faces its own
 * first screen is set in: the heading and body faces of its theme, which are
 * the ones its rendered styles name.
 */
export async function writeSiteFonts(outDir: string, root: string, site?: string): Promise<SiteFont[]> {
  const pages = await filesUnder(outDir, '.html');
  const html = await Promise.all(pages.map((file) => readFile(file, 'utf8')));
  const characters = characterSet(await siteText(outDir, root, html, site)).filter((character) => !isPictograph(character));
  const body = bodyTypefaces(root, site);

  // A client's site carries only the typefaces its pages set text in; the portfolio every one it has.
  const names = (Object.keys(typefaces) as FontFamily[]).filter((name) => site === undefined || body.has(name) || html.some((page) => page.includes(`'${typefaces[name].family}'`)));
  const display = names.filter((name) => !body.has(name)).map((name) => typefaces[name].family);
  const setIn = html.map((page) => textSetIn(page, display));
  const fonts: SiteFont[] = [];
  const css: string[] = [];
  for (const name of names) {
    const wanted = body.has(name)
      ? characterSet(PRINTABLE_ASCII + characters.join(''))
      : characterSet(LETTERS_AND_DIGITS + setIn.map((texts) => texts.get(typefaces[name].family) ?? '').join(''));
    const font = await subsetTypeface(outDir, name, wanted);
    const perFile = await Promise.all(font.files.map(async (file) => [...(await fontCodePoints(await readFile(path.join(outDir, file.href))))]));
    css.push(await fontFaceCss(font, perFile.map((codePoints) => codePoints.map((codePoint) => String.fromCodePoint(codePoint)))));
    fonts.push(font);
  }

  const style = `<style>${css.join('')}</style>`;
  for (const [index, file] of pages.entries()) {
    const page = html[index] ?? '';
    const preloads = fonts
      .filter((font) => page.includes(`'${font.typeface.family}'`))
      .flatMap((font) => font.files.slice(0, 1))
      .map((font) => `<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin>`);
    const firstScript = page.indexOf('<script');
    if (firstScript === -1) throw new Error(`${path.relative(outDir, file)} has no <script> to put the fonts ahead of`);
    await writeFile(file, `${page.slice(0, firstScript)}${preloads.join('')}${style}\n    ${page.slice(firstScript)}`);
  }
  return fonts;
}
