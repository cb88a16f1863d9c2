import type { Condition } from '../../../schemas/condition.ts';
import type { PointsTable } from './PointsTable.ts';

/** What a condition reads, by kind: the questions (a score reads every question whose options add to it), choices, flags and scores. */
export interface ConditionReads {
  questions: Set<string>;
  choices: Set<string>;
  flags: Set<string>;
  scores: Set<string>;
}

export function emptyReads(): ConditionReads {
  return { questions: new Set(), choices: new Set(), flags: new Set(), scores: new Set() };
}

/** Adds what `condition` reads to `reads`. */
export function addConditionReads(condition: Condition, points: PointsTable, reads: ConditionReads): ConditionReads {
  if ('all' in condition || 'any' in condition) {
    for (const part of 'all' in condition ? condition.all : condition.any) addConditionReads(part, points, reads);
  } else if ('answer' in condition) reads.questions.add(condition.answer);
  else if ('choice' in condition) reads.choices.add(condition.choice);
  else if ('flag' in condition) reads.flags.add(condition.flag);
  else {
    // "highest" compares every score; a threshold reads one.
    const score = 'highest' in condition ? undefined : condition.score;
    reads.scores.add('highest' in condition ? condition.highest : condition.score);
    for (const [question, options] of Object.entries(points)) {
      const adds = Object.values(options).some((byScore) => Object.entries(byScore).some(([name, value]) => value !== 0 && (score === undefined || name === score)));
      if (adds) reads.questions.add(question);
    }
  }
  return reads;
}
