import type english from '../../languages/en.json';

/**
 * Every word the engine writes itself, in one language: the shape of languages/en.json, which every other
 * catalogue must match key for key (checkCatalogue), so a lookup typed on English holds in each.
 */
export type Words = typeof english;

/** The words of every page: all but the privacy page's, which only that page loads (usePrivacyWords). */
export type PageWords = Omit<Words, 'privacy'>;

/** The privacy page's words, a part of their own so that no other page carries them. */
export type PrivacyWords = Pick<Words, 'privacy'>;

/** A message that depends on a count: one text per CLDR plural category the language uses, `other` always among them. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
