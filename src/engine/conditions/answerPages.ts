import type { Funnel } from '../../../schemas/funnel.ts';
import { answerKeys } from './answerKeys.ts';
import { answerPath } from './answerPaths.ts';
import { exploreFunnel } from './exploreFunnel.ts';

/**
 * The most answer pages one funnel may have. Each is a prerendered HTML file;
 * past this a quiz asks too many questions whose answers later conditions
 * read, and a score or fewer branching questions would serve it better.
 */
export const MAX_ANSWER_PAGES = 200;

/** One page of a step for one combination of the earlier answers it depends on. */
export interface AnswerPage {
  stepId: string;
  path: string;
  answers: Record<string, string>;
}

/**
 * Every page a funnel needs so that, without JavaScript, each answer leads
 * where the machine would go: per step, one for each combination of its
 * answerKeys that a visitor can arrive with (the step's own address, for
 * none, is not listed: it is one of the site's paths already).
 */
export function answerPages(funnel: Funnel): AnswerPage[] {
  const { answersAt } = exploreFunnel(funnel);
  const pages = new Map<string, AnswerPage>();
  for (const stepId of Object.keys(funnel.steps)) {
    const keys = answerKeys(funnel, stepId);
    if (keys.length === 0) continue;
    for (const answers of answersAt.get(stepId) ?? []) {
      const kept = Object.fromEntries(keys.flatMap((question) => (answers[question] === undefined ? [] : [[question, answers[question]] as const])));
      const path = answerPath(funnel, stepId, kept);
      if (Object.keys(kept).length > 0 && !pages.has(path)) pages.set(path, { stepId, path, answers: kept });
    }
  }
  return [...pages.values()];
}
