/** A funnel file as parsed JSON, before zod has seen it. */
export type RawFunnel = Readonly<Record<string, unknown>>;

/** One step of the funnel format: turns a file of version `from` into one of version `from + 1`. */
export interface Migration {
  readonly from: number;
  /** One line for people: what the step changes, e.g. in docs/config-versions.md. */
  readonly change: string;
  /** Pure: returns a new object and leaves `raw` untouched. Sets `version` to `from + 1`. */
  readonly migrate: (raw: RawFunnel) => Record<string, unknown>;
  /**
   * Where a JSON path of the migrated file points in the file as written, so
   * a problem found after migrating is reported where the owner can see it.
   */
  readonly pathBefore: (path: readonly PropertyKey[]) => readonly PropertyKey[];
}
