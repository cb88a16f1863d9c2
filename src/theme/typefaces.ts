/**
 * The site's three variable typefaces (from @fontsource-variable) and the
 * metric-matched local faces that stand in for each until it has loaded.
 * Everything about fonts derives from this list: the font stacks in theme.ts,
 * the subsets and @font-face rules the build writes (src/fonts/siteFonts.ts)
 * and the fallback faces in development (src/fonts/fontFacesPlugin.ts).
 */

export interface LocalFallback {
  /** The family whose metrics (from @capsizecss/metrics, via fontaine) size the stand-in. */
  metrics: string;
  /** local() names of that family and of faces drawn to the same widths, tried in order. */
  locals: readonly string[];
}

export interface Typeface {
  /** The family name in CSS; the fontsource package declares the same one in development. */
  family: string;
  /** The file stem in @fontsource-variable/<stem>/files/: <stem>-latin-wght-normal.woff2. */
  stem: string;
  /**
   * The part of the wght axis the subset keeps: the weights the site sets on text in this face, no
   * more. A variable face costs bytes for every master it keeps, and the page budget is 30 KB.
   */
  weights: readonly [number, number];
  /** Stand-ins, best first, each an @font-face named `<family> Fallback <n>`. */
  fallbacks: readonly LocalFallback[];
}

/*
 * Sans stand-ins: Arial (Windows, macOS, iOS) and Helvetica (macOS, iOS) share their widths (Arial
 * was drawn to Helvetica's), Liberation Sans and Arimo (Linux, ChromeOS) are drawn to Arial's, and
 * Roboto (Android) averages within 0.3% of them: one set of overrides fits them all.
 */
const sansFallbacks: readonly LocalFallback[] = [
  { metrics: 'Arial', locals: ['Arial', 'ArialMT', 'Helvetica', 'Roboto', 'Liberation Sans', 'Arimo'] },
];

/*
 * Serif stand-ins: Georgia (Windows, macOS, iOS) is closest to Fraunces in width and colour; Times
 * New Roman and its metric twins (Tinos, Liberation Serif) are 9% narrower, so they get overrides of
 * their own; Android has neither and ships Noto Serif.
 */
const serifFallbacks: readonly LocalFallback[] = [
  { metrics: 'Georgia', locals: ['Georgia'] },
  { metrics: 'Times New Roman', locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'] },
  { metrics: 'Noto Serif', locals: ['Noto Serif', 'NotoSerif'] },
];

export const typefaces = {
  sans: { family: 'Inter Variable', stem: 'inter', weights: [400, 800], fallbacks: sansFallbacks },
  serif: { family: 'Fraunces Variable', stem: 'fraunces', weights: [650, 700], fallbacks: serifFallbacks },
  rounded: { family: 'Nunito Variable', stem: 'nunito', weights: [650, 700], fallbacks: sansFallbacks },
} as const satisfies Record<string, Typeface>;

export type FontFamily = keyof typeof typefaces;

/** The names of a typeface's stand-in faces, in the order the font stack lists them. */
export function fallbackFamilies(typeface: Typeface): string[] {
  const base = typeface.family.replace(/ Variable$/, '');
  return typeface.fallbacks.map((_, index) => `${base} Fallback${index === 0 ? '' : ` ${String(index + 1)}`}`);
}
