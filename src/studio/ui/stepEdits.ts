import { stepIdSchema } from '../../../schemas/funnel.ts';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';

type StepFile = FunnelFile['steps'][string];

/**
 * Puts a new step into `steps` right after `after` (the step being edited), or
 * at the end when there is none: the file lists steps in the order a visitor
 * meets them, as the walk-through says ("this step into steps, after order").
 */
export function insertStepAfter(funnel: FunnelFile, after: string | undefined, id: string, step: StepFile): void {
  const entries = Object.entries(funnel.steps).filter(([key]) => key !== id);
  const at = after === undefined ? -1 : entries.findIndex(([key]) => key === after);
  entries.splice(at === -1 ? entries.length : at + 1, 0, [id, step]);
  funnel.steps = Object.fromEntries(entries);
}


/** Why `id` cannot be a new step's id in `funnel`, in the words the studio shows; undefined when it can. */
export function stepIdRefusal(funnel: FunnelFile, id: string): string | undefined {
  // The file's own rule for a step id, as the check applies it.
  if (!stepIdSchema.safeParse(id).success) return 'A step id is lower-case letters and digits, words joined by single dashes, e.g. thank-you.';
  if (id in funnel.steps) return `There is already a step "${id}".`;
  return undefined;
}

/** An object's keys with one renamed, in their places. */
function renameKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

type Transition = NonNullable<StepFile['on']>[string];

function renameTarget(transition: Transition, from: string, to: string): Transition {
  if (typeof transition === 'string') return transition === from ? to : transition;
  if (Array.isArray(transition)) return transition.map((branch) => (branch.target === from ? { ...branch, target: to } : branch));
  return transition.target === from ? { ...transition, target: to } : transition;
}

/** Renames the values of `keys` that name `from`, at any depth: the tracking plan names steps as `enter`, `step` and `offer`. */
function renameNamed(value: unknown, keys: readonly string[], from: string, to: string): void {
  if (Array.isArray(value)) for (const item of value) renameNamed(item, keys, from, to);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (keys.includes(key) && child === from) record[key] = to;
      else renameNamed(child, keys, from, to);
    }
  }
}

/**
 * Renames a step: its key in `steps` (in its place) and everything that names
 * it, which is every transition, branch and split test's variant leading to it,
 * `landing`, a split test's step and goal, the tracking plan's triggers and
 * offers and the forecast's figures for it (a variant's too). Nothing else changes, so the
 * file's diff is those lines alone. Returns why it cannot, or undefined once done.
 */
export function renameStep(funnel: FunnelFile, from: string, to: string): string | undefined {
  if (from === to) return undefined;
  if (!(from in funnel.steps)) return `There is no step "${from}".`;
  const refusal = stepIdRefusal(funnel, to);
  if (refusal !== undefined) return refusal;
  funnel.steps = renameKey(funnel.steps, from, to);
  for (const step of Object.values(funnel.steps)) {
    if (step.on !== undefined) step.on = Object.fromEntries(Object.entries(step.on).map(([event, transition]) => [event, renameTarget(transition, from, to)]));
  }
  if (funnel.landing === from) funnel.landing = to;
  for (const experiment of funnel.experiments ?? []) {
    if (experiment.step === from) experiment.step = to;
    if ('step' in experiment.goal && experiment.goal.step === from) experiment.goal.step = to;
    for (const variant of experiment.variants) {
      if (variant.on !== undefined) variant.on = Object.fromEntries(Object.entries(variant.on).map(([event, target]) => [event, target === from ? to : target]));
    }
  }
  if (funnel.tracking !== undefined) renameNamed(funnel.tracking, ['enter', 'step', 'offer'], from, to);
  const forecast = funnel.forecast;
  if (forecast !== undefined) {
    forecast.steps = renameKey(forecast.steps, from, to);
    for (const variants of Object.values(forecast.experiments ?? {})) {
      for (const variant of Object.values(variants)) variant.steps = renameKey(variant.steps, from, to);
    }
  }
  return undefined;
}
