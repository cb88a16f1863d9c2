import { JSDOM } from 'jsdom';
import { isPlural, type CatalogueTree } from '../../src/i18n/catalogueSchema.ts';
import { pluralMessage } from '../../src/i18n/pluralMessage.ts';
import type { Words } from '../../src/i18n/Words.ts';

/** What a visitor meets on a built page: its title, its text (no script, no style) and the names assistive technology reads out. */
export function pageText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll('script, style, template')) element.remove();
  const named = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].flatMap((name) => element.getAttribute(name) ?? []),
  );
  return [document.title, document.body.textContent, ...named].join('\n').replace(/\s+/g, ' ');
}

/** Counts a plural message is tried with: one, a few and more, so "6 months" is found as well as its words. */
const COUNTS = [1, 2, 6, 13];

/** The pieces of a message between its {placeholders}, each as a visitor would read it. */
const pieces = (message: string) =>
  message
    .split(/\{\w+\}/)
    .map((piece) => piece.trim().replace(/^[:,.;]\s*/, ''))
    .filter((piece) => piece !== '');

/** Too short or too common to say a page leaks: one word (Accept, Home, Privacy) may be a funnel's own. */
const telling = (piece: string) => piece.split(/\s+/).length >= 2 && piece.length >= 8;

/**
 * Every engine word of another language found in a page (English's by default): each message of that
 * language's catalogue whose text differs from the page language's at the same key, cut at its placeholders (plural ones filled in with a few
 * counts), less the pieces too short to tell (telling). Each finding is the key and the English found.
 */
export function engineWordLeaks(text: string, english: Words, home: Words, language: string, foreignLanguage = 'en'): string[] {
  const found: string[] = [];
  const walk = (ours: CatalogueTree, theirs: CatalogueTree | undefined, prefix: string) => {
    for (const [key, value] of Object.entries(ours)) {
      const other = theirs?.[key];
      const at = `${prefix}${key}`;
      let candidates: string[];
      if (typeof value === 'string') {
        if (value === other) continue;
        candidates = pieces(value);
      } else if (isPlural(value)) {
        const plural = value as unknown as Parameters<typeof pluralMessage>[0];
        const theirsPlural = (typeof other === 'object' ? other : { other: '' }) as Parameters<typeof pluralMessage>[0];
        candidates = COUNTS.map((count) => pluralMessage(plural, count, foreignLanguage)).filter((filled, index) => filled !== pluralMessage(theirsPlural, COUNTS[index] ?? 0, language));
      } else {
        walk(value, typeof other === 'object' ? other : undefined, `${at}.`);
        continue;
      }
      const theirText = typeof other === 'string' ? other : '';
      for (const piece of candidates.filter(telling)) if (text.includes(piece) && !theirText.includes(piece)) found.push(`${at}: ${piece}`);
    }
  };
  walk(english, home, '');
  return found;
}
