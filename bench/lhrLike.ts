/**
 * The few parts of a Lighthouse result (LHR) the bench reads. Lighthouse's own `Result` type is assignable
 * to it, and tests can build a fixture of a dozen lines instead of a full report.
 */
export interface LhrLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, LhrAuditLike | undefined>>;
  /**
   * Optional only so that fixtures which do not need it can leave it out; Lighthouse always sets it, and
   * the bench refuses a run without a benchmarkIndex rather than record a machine it knows nothing about.
   */
  readonly environment?: { readonly benchmarkIndex: number };
}

export interface LhrAuditLike {
  readonly numericValue?: number;
  /** Left unknown: table details are read field by field and checked, not trusted. */
  readonly details?: unknown;
}
