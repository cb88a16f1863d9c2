/** The performance budget as data, so a change of target is a one-line diff that reviewers can read. */

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** Every limit is inclusive and applies to the median of a route's runs, on every route. */
export interface Budget {
  /** Lowest acceptable score (0–100) per Lighthouse category. */
  readonly minScores: Readonly<Record<CategoryId, number>>;
  readonly maxCls: number;
  readonly maxTbtMs: number;
  /** Largest Contentful Paint, simulated under Lighthouse's mobile throttling. */
  readonly maxLcpMs: number;
  /** Font bytes the page loads, as transferred; KB of 1024 bytes. */
  readonly maxFontKb: number;
}

export const budget: Budget = {
  minScores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxCls: 0,
  maxTbtMs: 50,
  maxLcpMs: 1500,
  maxFontKb: 30,
};
