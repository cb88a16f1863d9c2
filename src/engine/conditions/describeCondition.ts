import type { Condition } from '../../../schemas/condition.ts';

const list = (values: readonly string[]) =>
  values.length === 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1] ?? ''}`;

/**
 * A condition in plain words, as the diagrams, the machine's JSON and the
 * build's messages print it: `brew is espresso and dark is highest`.
 */
export function describeCondition(condition: Condition): string {
  if ('all' in condition) return condition.all.map((part) => wrap(part, 'any')).join(' and ');
  if ('any' in condition) return condition.any.map((part) => wrap(part, 'all')).join(' or ');
  if ('flag' in condition) return `${condition.flag} is on`;
  if ('highest' in condition) return `${condition.highest} is highest`;
  if ('score' in condition) return 'atLeast' in condition ? `${condition.score} is at least ${String(condition.atLeast)}` : `${condition.score} is under ${String(condition.below)}`;
  const subject = 'answer' in condition ? condition.answer : condition.choice;
  return 'is' in condition ? `${subject} is ${condition.is}` : `${subject} is ${list(condition.isOneOf)}`;
}

/** Brackets a nested group of the other kind, so `a and (b or c)` reads as it holds. */
function wrap(part: Condition, other: 'all' | 'any'): string {
  const words = describeCondition(part);
  return other in part ? `(${words})` : words;
}
