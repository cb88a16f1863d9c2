/**
 * The few parts of a Lighthouse result (LHR) the bench reads. Lighthouse's own `Result` type is assignable
 * to it, and tests can build a fixture of a dozen lines instead of a full report.
 */
export interface LhrLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, LhrAuditLike | undefined>>;
}

export interface LhrAuditLike {
  readonly numericValue?: number;
  /** Left unknown: table details are read field by field and checked, not trusted. */
  readonly details?: unknown;
}
