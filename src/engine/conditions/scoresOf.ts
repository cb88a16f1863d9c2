import type { PointsTable } from './PointsTable.ts';

/**
 * Each score's total from the answers given, every score the table names
 * included (at 0 until an answer adds to it), so "highest" compares them all.
 * Worked out from the answers each time rather than kept: changing an answer
 * after Back replaces its points instead of adding to them.
 */
export function scoresOf(points: PointsTable, answers: Readonly<Record<string, string>>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const options of Object.values(points)) for (const byScore of Object.values(options)) for (const score of Object.keys(byScore)) totals[score] = 0;
  for (const [question, option] of Object.entries(answers)) {
    for (const [score, value] of Object.entries(points[question]?.[option] ?? {})) totals[score] = (totals[score] ?? 0) + value;
  }
  return totals;
}
