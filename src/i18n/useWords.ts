import words from 'virtual:words';
import { useLanguage } from './LanguageContext.ts';
import type { Words } from './Words.ts';

/** The catalogue of a language the site is built with; English's where it is not (the build refuses such a site). */
export function wordsFor(language: string): Words {
  const found = words[language] ?? words.en ?? Object.values(words)[0];
  if (found === undefined) throw new Error(`No catalogue for "${language}" in this build`);
  return found;
}

/** The engine's words in the page's language (useLanguage): a page under /en/ of a Norwegian site gets English's. */
export const useWords = (): Words => wordsFor(useLanguage());
