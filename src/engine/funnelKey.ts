import type { Funnel } from '../../schemas/funnel.ts';

/** A translated copy's key: the funnel's slug and the language, as its words file is named (fjord-tours.en.json). */
export const translationKey = (slug: string, language: string): string => `${slug}.${language}`;

/**
 * What one copy of a funnel is looked up by (its registry entry, its module, its routes, its worker forms): its
 * slug, or for a translation the slug and the language (fjord-tours.en). Events, leads and split tests name the
 * funnel by its slug alone, so every language's copy is one funnel in the numbers.
 */
export const funnelKey = (funnel: Pick<Funnel, 'slug' | 'key'>): string => funnel.key ?? funnel.slug;

/** The funnel as its own file holds it, in the site's home language: what a funnel's forecast and numbers are of. */
export const isHomeCopy = (funnel: Pick<Funnel, 'key'>): boolean => funnel.key === undefined;
