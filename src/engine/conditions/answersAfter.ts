import type { PointsTable } from './PointsTable.ts';

/** Whether an event answers `question` with one of its options. */
export function answersQuestion(points: PointsTable, question: string, event: { name?: string | undefined; value?: string | undefined }): boolean {
  return event.name === question && event.value !== undefined && points[question]?.[event.value] !== undefined;
}

/**
 * The answers with the one an event carries, if it answers the step's
 * question (`question`) with one of its options. A guard runs before the
 * transition's actions, so a branch chosen on a question's own submit reads
 * the answer from the event.
 */
export function answersAfter(
  answers: Readonly<Record<string, string>>,
  points: PointsTable,
  event: { name?: string | undefined; value?: string | undefined },
  question: string | undefined,
): Readonly<Record<string, string>> {
  if (question === undefined || !answersQuestion(points, question, event) || event.value === undefined) return answers;
  return { ...answers, [question]: event.value };
}
