/** A funnel's file name is its URL slug: lower-case letters and digits, words joined by single hyphens. */
export const FUNNEL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Long enough for "spring-skincare-launch-2026", short enough to read in an address bar. */
export const MAX_FUNNEL_SLUG_LENGTH = 40;
