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
 * answerKeys that a visitor can arrive with, from the landing step or from
 * any step's own address (the step's own address, for
 * none, is not listed: it is one of the site's paths already).
 */
export function answerPages(funnel: Funnel): AnswerPage[] {
  // From every step's own page, not the landing step's alone: each is in the sitemap, so a visit may begin
  // there (/taste, with no answer yet), and its forms lead to pages for the answers given from there (/cup/-/fruity).
  const { answersAt } = exploreFunnel(funnel, undefined, Object.keys(funnel.steps));
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
