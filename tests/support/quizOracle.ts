/**
 * The test's own reading of questions and branches, straight from a funnel
 * file: which step an event leads to given what the visitor has answered,
 * chosen and switched on. Written apart from src/engine/conditions, so a
 * mistake in the engine's evaluation shows as a disagreement, not twice.
 */
import type { Condition } from '../../schemas/condition.ts';
import type { Funnel } from '../../schemas/funnel.ts';

export interface Visit {
  answers: Record<string, string>;
  selections: Record<string, string>;
  flags: Record<string, boolean>;
}

/** Every score's total: the points of each answer given, each score any option names starting at 0. */
export function totals(funnel: Funnel, answers: Record<string, string>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type !== 'question') continue;
      for (const option of block.options) {
        for (const [score, points] of Object.entries(option.points)) {
          sums.set(score, (sums.get(score) ?? 0) + (answers[block.name] === option.id ? points : 0));
        }
      }
    }
  }
  return sums;
}

export function holds(funnel: Funnel, condition: Condition, visit: Visit): boolean {
  const sums = totals(funnel, visit.answers);
  const test = (part: Condition): boolean => {
    if ('all' in part) return part.all.every(test);
    if ('any' in part) return part.any.some(test);
    if ('flag' in part) return visit.flags[part.flag] ?? false;
    if ('highest' in part) return [...sums.values()].every((total) => total <= (sums.get(part.highest) ?? 0));
    if ('score' in part) {
      const total = sums.get(part.score) ?? 0;
      return 'atLeast' in part ? total >= part.atLeast : total < part.below;
    }
    const given = 'answer' in part ? visit.answers[part.answer] : visit.selections[part.choice];
    const allowed = 'is' in part ? [part.is] : part.isOneOf;
    return given !== undefined && allowed.includes(given);
  };
  return test(condition);
}

/** The question a step asks with this event, if any. */
export function questionFor(funnel: Funnel, step: string, event: string) {
  for (const block of funnel.steps[step]?.blocks ?? []) if (block.type === 'question' && block.event === event) return block;
  return undefined;
}

/**
 * Where `event` (with an answer, for a question's event) leads from `step`,
 * and the visit after it: undefined when the step does not move (no answer
 * to its question, or no branch holds).
 */
export function expectedMove(
  funnel: Funnel,
  step: string,
  event: { type: string; name?: string | undefined; value?: string | undefined },
  visit: Visit,
): { target: string | undefined; visit: Visit } | undefined {
  const raw = funnel.steps[step]?.on[event.type];
  if (raw === undefined) return undefined;
  const question = questionFor(funnel, step, event.type);
  let after = visit;
  if (question !== undefined) {
    if (event.name !== question.name || !question.options.some((option) => option.id === event.value) || event.value === undefined) return undefined;
    after = { ...visit, answers: { ...visit.answers, [question.name]: event.value } };
  }
  if (typeof raw === 'string') return { target: raw, visit: after };
  if (!Array.isArray(raw)) return { target: raw.target, visit: after };
  for (const branch of raw) {
    if (branch.if === undefined || holds(funnel, branch.if, after)) return { target: branch.target, visit: after };
  }
  return undefined;
}
