import type { Condition } from '../../../schemas/condition.ts';
import { describeCondition } from './describeCondition.ts';

/** A branch's condition as the machine's `condition` guard: the data it tests and its plain words for every drawing. */
export function conditionGuard(condition: Condition) {
  return { type: 'condition' as const, params: { says: describeCondition(condition), when: condition } };
}
