import type { Condition } from '../../../schemas/condition.ts';

/** Past this many characters an arrow's words are cut: a diagram's label must not outgrow its arrow. */
export const SHORT_CONDITION_MAX = 24;

const words = (id: string) => id.replaceAll('-', ' ');

function shortWords(condition: Condition): string {
  if ('all' in condition) return condition.all.map(shortWords).join(' + ');
  if ('any' in condition) return condition.any.map(shortWords).join(' or ');
  if ('flag' in condition) return words(condition.flag);
  if ('highest' in condition) return `${words(condition.highest)} highest`;
  if ('score' in condition) return 'atLeast' in condition ? `${words(condition.score)} ≥ ${String(condition.atLeast)}` : `${words(condition.score)} < ${String(condition.below)}`;
  return 'is' in condition ? words(condition.is) : condition.isOneOf.map(words).join('/');
}

/**
 * A condition as few words as an arrow can carry: `cold brew` for "brew is
 * cold-brew", `light highest` for "light is highest", cut with an ellipsis
 * past SHORT_CONDITION_MAX characters. The full words (describeCondition) stay
 * in the view's list and show on the arrow's label on hover and focus.
 */
export function shortCondition(condition: Condition): string {
  const text = shortWords(condition);
  return text.length <= SHORT_CONDITION_MAX ? text : `${text.slice(0, SHORT_CONDITION_MAX - 1).trimEnd()}…`;
}
