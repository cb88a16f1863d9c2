import type { Funnel } from '../../../schemas/funnel.ts';
import type { PointsTable } from './PointsTable.ts';

/** Every question block of the funnel, by name, with its options' points. */
export function pointsOfQuestions(funnel: Pick<Funnel, 'steps'>): PointsTable {
  const table: PointsTable = {};
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type === 'question') table[block.name] = Object.fromEntries(block.options.map((option) => [option.id, option.points]));
    }
  }
  return table;
}
