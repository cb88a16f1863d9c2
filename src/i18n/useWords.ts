import words from 'virtual:words';
import { useLanguage } from './LanguageContext.ts';
import type { PageWords } from './Words.ts';

/** The catalogue of a language the site is built with: a page in any other is a bug, said at once rather than drawn in another language. */
export function wordsFor(language: string): PageWords {
  const found = words[language];
  if (found === undefined) throw new Error(`No catalogue for "${language}" in this build (it has ${Object.keys(words).join(', ')})`);
  return found;
}

/** The engine's words in the page's language (useLanguage): a page under /en/ of a Norwegian site gets English's. */
export const useWords = (): PageWords => wordsFor(useLanguage());
