import type { Condition } from '../../../schemas/condition.ts';
import { describeCondition } from './describeCondition.ts';

/** A branch's condition as the machine's `condition` guard: the data it tests and its plain words for every drawing; on a question's event, the question it answers. */
export function conditionGuard(condition: Condition, question: string | undefined) {
  return { type: 'condition' as const, params: { says: describeCondition(condition), when: condition, ...(question === undefined ? {} : { question }) } };
}

/**
 * The guard of a question's event without a condition: it moves on with an
 * answer to that question. Its words: `a brew answer`, or `otherwise` for the
 * fallback of a list of branches.
 */
export function answersGuard(question: string, fallback: boolean) {
  return { type: 'answers' as const, params: { question, says: fallback ? 'otherwise' : `a ${question} answer` } };
}
