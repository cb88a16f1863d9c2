import type { Condition } from '../../../schemas/condition.ts';
import type { ConditionFacts } from './ConditionFacts.ts';

/** Whether a condition holds for these facts; the machine's `condition` guard and the build's proofs both ask it. */
export function evaluateCondition(condition: Condition, facts: ConditionFacts): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, facts));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, facts));
  if ('flag' in condition) return facts.flags[condition.flag] === true;
  if ('highest' in condition) {
    const own = facts.scores[condition.highest] ?? 0;
    return Object.values(facts.scores).every((total) => total <= own);
  }
  if ('score' in condition) {
    const total = facts.scores[condition.score] ?? 0;
    return 'atLeast' in condition ? total >= condition.atLeast : total < condition.below;
  }
  const value = 'answer' in condition ? facts.answers[condition.answer] : facts.selections[condition.choice];
  if (value === undefined) return false;
  return 'is' in condition ? value === condition.is : condition.isOneOf.includes(value);
}
