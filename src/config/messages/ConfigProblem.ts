/**
 * A problem as `npm run check` reports it, kept apart as well as printed: which
 * file, where in it, why, and `line`, exactly the line the check prints for it.
 * The studio shows `message` at the field `path` names, and `line` where the
 * words must match the check's.
 */
export interface ConfigProblem {
  /** As messages name the file: `funnels/skincare.json`. */
  file: string;
  /** The JSON path inside the file as written, `[]` for the file as a whole. */
  path: (string | number)[];
  message: string;
  line: string;
  /** A warning is printed (⚠) and does not fail the check; an error does. */
  severity: 'error' | 'warning';
}
