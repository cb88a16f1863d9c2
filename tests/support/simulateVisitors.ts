import type { Forecast } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { type Assignment, controlAssignment } from '../../src/engine/experiments/experimentIds.ts';
import { seededRandom } from '../../src/observed/seededRandom.ts';
import { planWalk, walkVisitor } from '../../src/observed/walkVisitor.ts';

export { seededRandom };

export interface Simulated {
  visitors: number;
  /** Visits per visitor to each step, counted from each actor's own trail. */
  visits: Record<string, number>;
  /** Moves per visitor, by `step EVENT next-step`, as the machine made them. */
  ways: Record<string, number>;
  orders: number;
  revenuePerVisitor: number;
  /** The standard error of revenuePerVisitor, from the spread of what each visitor spent. */
  revenueError: number;
}

/**
 * Sends visitors through the funnel's real machine, one XState actor each
 * (walkVisitor, which `npm run simulate` walks too): what they reached is the
 * machine's own trail, what they paid is the value of the `purchase` events
 * the machine tracked, plus the forecast's worth of the events they sent.
 */
export function simulateVisitors(funnel: Funnel, forecast: Forecast, visitors: number, seed: number, variants: Assignment = controlAssignment(funnel)): Simulated {
  const plan = planWalk(funnel, forecast, variants);
  const random = seededRandom(seed);
  const visits: Record<string, number> = {};
  const madeMoves: Record<string, number> = {};
  let orders = 0;
  let revenue = 0;
  let squares = 0;

  for (let visitor = 0; visitor < visitors; visitor += 1) {
    const { context, worth, moves } = walkVisitor(plan, random);
    let earned = worth;
    for (const move of moves) madeMoves[move] = (madeMoves[move] ?? 0) + 1;
    for (const step of context.trail) visits[step] = (visits[step] ?? 0) + 1;
    orders += context.trail.filter((step) => funnel.steps[step]?.final === true).length;
    for (const tracked of context.tracked) if (tracked.event === 'purchase' && typeof tracked.params.value === 'number') earned += tracked.params.value;
    revenue += earned;
    squares += earned * earned;
  }
  const mean = revenue / visitors;
  return {
    visitors,
    visits: Object.fromEntries(Object.entries(visits).map(([step, count]) => [step, count / visitors])),
    ways: Object.fromEntries(Object.entries(madeMoves).map(([move, count]) => [move, count / visitors])),
    orders: orders / visitors,
    revenuePerVisitor: mean,
    revenueError: Math.sqrt(Math.max(0, squares / visitors - mean * mean) / visitors),
  };
}
