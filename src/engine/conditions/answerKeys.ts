import type { Funnel } from '../../../schemas/funnel.ts';
import { transitionBranches } from '../transitionBranches.ts';
import { addConditionReads, emptyReads } from './conditionReads.ts';
import { pointsOfQuestions } from './pointsOfQuestions.ts';

type Steps = Pick<Funnel, 'steps' | 'experiments'>;

/** The steps each step's events can lead to, every branch and every variant's own transition included. */
function successors(funnel: Steps): Map<string, string[]> {
  const next = new Map<string, string[]>(Object.keys(funnel.steps).map((id) => [id, []]));
  for (const [id, step] of Object.entries(funnel.steps)) {
    for (const raw of Object.values(step.on)) for (const { target } of transitionBranches(raw)) if (target !== undefined) next.get(id)?.push(target);
  }
  for (const experiment of funnel.experiments) for (const variant of experiment.variants) next.get(experiment.step)?.push(...Object.values(variant.on));
  return next;
}

function reach(start: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const to of next(id)) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
    }
  }
  return seen;
}

/** The questions a step asks (its question blocks' names). */
export function questionsOn(funnel: Steps, stepId: string): string[] {
  return (funnel.steps[stepId]?.blocks ?? []).flatMap((block) => (block.type === 'question' ? [block.name] : []));
}

const keys = new WeakMap<Steps, Map<string, string[]>>();

/**
 * The earlier answers a step's page depends on: the questions asked on a
 * step that can lead to this one, which a condition on this step or after it
 * reads. Without JavaScript the page cannot ask the machine, so it is
 * prerendered once per combination of these answers, each form pointing where
 * the machine would go (answerPages). In the funnel's question order.
 */
export function answerKeys(funnel: Steps, stepId: string): string[] {
  let byStep = keys.get(funnel);
  if (byStep === undefined) {
    byStep = new Map();
    keys.set(funnel, byStep);
  }
  const known = byStep.get(stepId);
  if (known !== undefined) return known;
  const next = successors(funnel);
  const previous = new Map<string, string[]>(Object.keys(funnel.steps).map((id) => [id, []]));
  for (const [from, targets] of next) for (const to of targets) previous.get(to)?.push(from);
  const points = pointsOfQuestions(funnel);
  const reads = emptyReads();
  for (const later of reach(stepId, (id) => next.get(id) ?? [])) {
    for (const raw of Object.values(funnel.steps[later]?.on ?? {})) {
      for (const { condition } of transitionBranches(raw)) if (condition !== undefined) addConditionReads(condition, points, reads);
    }
  }
  const before = new Set([...reach(stepId, (id) => previous.get(id) ?? [])].filter((id) => id !== stepId).flatMap((id) => questionsOn(funnel, id)));
  const own = new Set(questionsOn(funnel, stepId));
  const found = Object.keys(points).filter((question) => reads.questions.has(question) && before.has(question) && !own.has(question));
  byStep.set(stepId, found);
  return found;
}
