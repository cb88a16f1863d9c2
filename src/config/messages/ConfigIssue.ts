/** One problem found in a config file, located by its JSON path. */
export interface ConfigIssue {
  path: readonly PropertyKey[];
  message: string;
}
