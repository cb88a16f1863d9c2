/** The performance budget as data, so a change of target is a one-line diff that reviewers can read. */

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface JsBudget {
  /** Shown in a failure message, e.g. "funnel landing page". */
  readonly label: string;
  readonly route: RegExp;
  /** Upper bound, inclusive, in KB of 1024 bytes, gzip. */
  readonly maxKb: number;
}

export interface Budget {
  /** Lowest acceptable median score (0–100) per Lighthouse category. */
  readonly minScores: Readonly<Record<CategoryId, number>>;
  /** Highest acceptable median CLS, inclusive. */
  readonly maxCls: number;
  /** Median TBT must be strictly below this, in ms. */
  readonly tbtBelowMs: number;
  /** JavaScript before interactive; the first matching rule applies, and a route no rule matches has no JS limit. */
  readonly js: readonly JsBudget[];
}

export const budget: Budget = {
  minScores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxCls: 0,
  tbtBelowMs: 80,
  js: [
    { label: 'home page', route: /^\/$/, maxKb: 130 },
    // A landing page is the funnel's first step: /funnels/<slug>, not a later step such as /funnels/<slug>/order.
    { label: 'funnel landing page', route: /^\/funnels\/[^/]+\/?$/, maxKb: 110 },
  ],
};
