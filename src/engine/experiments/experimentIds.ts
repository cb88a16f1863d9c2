import type { Experiment } from '../../../schemas/experiment.ts';
import type { Funnel } from '../../../schemas/funnel.ts';

/** Which variant of each experiment a visit shows, by experiment id (`skincare.two-bottles-first` → `b`). */
export type Assignment = Readonly<Record<string, string>>;

/** An experiment's id in reports, cookies and the machine: unique across the site, as a funnel's slug is. */
export function experimentId(funnel: Pick<Funnel, 'slug'>, experiment: Pick<Experiment, 'name'>): string {
  return `${funnel.slug}.${experiment.name}`;
}

/** Every experiment on its first variant, the control: what a visit without an id (or with experiments off) shows. */
export function controlAssignment(funnel: Pick<Funnel, 'slug' | 'experiments'>): Assignment {
  return Object.fromEntries(funnel.experiments.map((experiment) => [experimentId(funnel, experiment), experiment.variants[0]?.id ?? '']));
}

/** The variant an assignment gives one experiment, the control when it names none (or one the file no longer has). */
export function variantOf(funnel: Pick<Funnel, 'slug'>, experiment: Experiment, assignment: Assignment) {
  const id = assignment[experimentId(funnel, experiment)];
  return experiment.variants.find((variant) => variant.id === id) ?? experiment.variants[0];
}
