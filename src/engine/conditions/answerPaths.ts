import type { Funnel } from '../../../schemas/funnel.ts';
import { stepUrl } from '../stepUrl.ts';
import { answerKeys } from './answerKeys.ts';

/** The segment of an earlier question not answered on the way to the step (a branch that skipped it). */
export const UNANSWERED = '-';

/**
 * The address of a step's page for the earlier answers it depends on
 * (answerKeys), one segment per answer in question order:
 * /funnels/northwind-coffee/roast-level/espresso/chocolate. A step that
 * depends on none, or a visit that has given none of them, is at the step's
 * own address. The answers stay in the site's own addresses: the referrer
 * policy sends other sites the origin only, and page_view reports the step's
 * own address.
 */
export function answerPath(funnel: Funnel, stepId: string, answers: Readonly<Record<string, string>>): string {
  const keys = answerKeys(funnel, stepId);
  const values = keys.map((question) => answers[question] ?? UNANSWERED);
  if (values.every((value) => value === UNANSWERED)) return stepUrl(funnel, stepId);
  return `${stepUrl(funnel, stepId)}/${values.join('/')}`;
}

/** The answers an address rest below a step's own path names, or undefined when it names no answer page of that step. */
export function answersAtPath(funnel: Funnel, stepId: string, segments: readonly string[]): Record<string, string> | undefined {
  const keys = answerKeys(funnel, stepId);
  if (keys.length === 0 || segments.length !== keys.length || segments.every((segment) => segment === UNANSWERED)) return undefined;
  const answers: Record<string, string> = {};
  for (const [index, question] of keys.entries()) {
    const segment = segments[index] ?? UNANSWERED;
    if (segment === UNANSWERED) continue;
    if (!questionOptions(funnel, question).includes(segment)) return undefined;
    answers[question] = segment;
  }
  return answers;
}

function questionOptions(funnel: Funnel, question: string): string[] {
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) if (block.type === 'question' && block.name === question) return block.options.map((option) => option.id);
  }
  return [];
}
