import type { ExperimentTable } from './experimentTable.ts';
import { pickVariant } from './pickVariant.ts';

/** Each experiment of a table on the variant an id hashes to; every control without an id. */
export function assignFromTable(table: ExperimentTable, id: string | undefined): Record<string, string> {
  return Object.fromEntries(
    table.experiments.map((experiment) => [experiment.id, experiment.variants[id === undefined ? 0 : pickVariant(id, experiment.id, experiment.weights)] ?? '']),
  );
}

/** The step's own address (its controls' page) for a page of a split-tested step; undefined when `pathname` is no experiment page. */
export function stepAddress(table: ExperimentTable, pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const here = table.pages.find((page) => page.path === path);
  return here === undefined ? undefined : table.pages.find((page) => page.step === here.step && page.control)?.path;
}

/** The address of the page that shows `assignment` on the same step as `pathname`; undefined when `pathname` is no experiment page. */
export function pageFor(table: ExperimentTable, pathname: string, assignment: Readonly<Record<string, string>>): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const here = table.pages.find((page) => page.path === path);
  if (here === undefined) return undefined;
  const wanted = table.pages.find(
    (page) => page.step === here.step && Object.entries(page.variants).every(([experiment, variant]) => assignment[experiment] === variant),
  );
  return wanted?.path;
}
