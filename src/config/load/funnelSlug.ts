/** A funnel's file name is its URL slug: lower-case letters and digits, words joined by single hyphens. */
export const FUNNEL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Long enough for "spring-skincare-launch-2026", short enough to read in an address bar. */
export const MAX_FUNNEL_SLUG_LENGTH = 40;

/**
 * A funnel's words in another language, beside it: funnels/<slug>.<language tag>.json (fjord-tours.en.json). Not a
 * funnel of its own: the dot keeps it apart from every funnel file's name.
 */
export const WORDS_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)\.json$/;
