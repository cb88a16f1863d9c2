import type { PointsTable } from './PointsTable.ts';

/**
 * The answers with the one an event carries, if it answers one of the
 * funnel's questions with one of its options. A guard runs before the
 * transition's actions, so a branch chosen on a question's own submit reads
 * the answer from the event.
 */
export function answersAfter(
  answers: Readonly<Record<string, string>>,
  points: PointsTable,
  event: { name?: string | undefined; value?: string | undefined },
): Readonly<Record<string, string>> {
  const { name, value } = event;
  if (name === undefined || value === undefined || points[name]?.[value] === undefined) return answers;
  return { ...answers, [name]: value };
}
