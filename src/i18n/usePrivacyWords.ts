import words from 'virtual:privacy-words';
import { useLanguage } from './LanguageContext.ts';
import type { PrivacyWords } from './Words.ts';

/** The privacy page's words in the page's language: a module of their own, so no other page carries them. */
export function usePrivacyWords(): PrivacyWords {
  const language = useLanguage();
  const found = words[language];
  if (found === undefined) throw new Error(`No privacy words for "${language}" in this build (it has ${Object.keys(words).join(', ')})`);
  return found;
}
