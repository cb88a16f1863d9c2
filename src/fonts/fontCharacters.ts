/**
 * Which characters the site can put on screen, and which of them a font
 * lacks. Pure, so the build (src/fonts/siteFonts.ts) and the tests share them.
 */

/** Space to tilde: whatever a visitor types into a form, shown in the body face. */
export const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** The letters and digits of English, for a face only headings use: the text a step shows later is English too. */
export const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ';

/**
 * Typographic punctuation the interface may write at run time (formatted prices, ellipses, arrows,
 * quotes), whether or not a page shows it today: a subset that lacked one would fall back mid-word.
 */
export const TYPOGRAPHIC_PUNCTUATION = '…‘’“”–—·•→←↑↓×€£©\u00a0';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

// Attributes whose text the page can show: alternative text when an image fails, placeholders, button values, tooltips.
const SHOWN_ATTRIBUTES = /\s(?:alt|placeholder|value|title)="([^"]*)"/g;

/**
 * The text a prerendered page can show in its own fonts: the body's text and
 * the shown attributes, without markup, scripts, styles or the <head> (whose
 * title the browser draws in its own font).
 */
export function visibleText(html: string): string {
  const bodyStart = html.search(/<body[\s>]/);
  const body = (bodyStart === -1 ? html : html.slice(bodyStart))
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const attributes = [...body.matchAll(SHOWN_ATTRIBUTES)].map((match) => match[1] ?? '');
  const text = body.replace(/<[^>]*>/g, ' ');
  return decodeEntities([text, ...attributes].join(' '));
}

/** Every string in a parsed JSON document, keys excluded. */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** The distinct characters of a text other than line breaks and tabs, which no font draws, in code-point order. */
export function characterSet(text: string): string[] {
  return [...new Set(text.replace(/[\n\r\t]/g, ''))].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** The characters of `text` that a font whose cmap holds `codePoints` cannot draw. */
export function missingCharacters(text: string, codePoints: Iterable<number>): string[] {
  const covered = new Set(codePoints);
  return characterSet(text).filter((character) => !covered.has(character.codePointAt(0) ?? -1));
}

/** Pictographs (emoji and their joiners) come from the system's colour font, never from a text face. */
export function isPictograph(character: string): boolean {
  return /\p{Emoji_Presentation}|\u200d|\ufe0f/u.test(character);
}
