import type english from '../../languages/en.json';

/**
 * Every word the engine writes itself, in one language: the shape of languages/en.json, which every other
 * catalogue must match key for key (checkCatalogue), so a lookup typed on English holds in each.
 */
export type Words = typeof english;

/** The groups a page never shows: the worker's own answers (FormWords), and the privacy page's, which that page loads apart. */
export const NOT_ON_EVERY_PAGE = ['privacy', 'worker', 'pay', '$schema'] as const;

/** The words of every page (useWords). */
export type PageWords = Omit<Words, (typeof NOT_ON_EVERY_PAGE)[number]>;

/** The privacy page's words, a part of their own so that no other page carries them. */
export type PrivacyWords = Pick<Words, 'privacy'>;

/** A message that depends on a count: one text per CLDR plural category the language uses, `other` always among them. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
