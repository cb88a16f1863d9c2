import type { FunnelNumbers, StepNumbers, WayNumbers } from './forecastFunnel.ts';
import { wayKey } from './wayKey.ts';

/** One way a visit can fall (a variant of each split test) with the share of visitors it gets. */
export interface WeightedNumbers {
  /** A share of visitors, 0–1; the parts of a blend add up to 1. */
  weight: number;
  numbers: FunnelNumbers;
}

/**
 * The numbers the visitors as a whole get while split tests run: each
 * assignment's numbers weighted by the share of visitors it gets. Visits,
 * ways' visitors, orders and revenue are expectations per landing visitor, so
 * they add up by weight; a way's share and a step's leavers are taken of the
 * blended visits, and the average order is the blended revenue over the
 * blended orders (not an average of averages). A way only some variants have
 * (a variant's own branch) keeps its place after the control's ways.
 */
export function blendNumbers(parts: readonly WeightedNumbers[]): FunnelNumbers {
  const [first] = parts;
  if (first === undefined) throw new Error('blendNumbers needs at least one set of numbers');
  const sum = (read: (numbers: FunnelNumbers) => number) => parts.reduce((total, part) => total + part.weight * read(part.numbers), 0);
  const stepIds = [...new Set(parts.flatMap((part) => part.numbers.steps.map((step) => step.step)))];

  const steps = stepIds.map((id): StepNumbers => {
    const own = parts.map((part) => ({ weight: part.weight, step: part.numbers.steps.find((step) => step.step === id) }));
    const template = own.find((part) => part.step !== undefined)?.step;
    const visits = own.reduce((total, part) => total + part.weight * (part.step?.visits ?? 0), 0);
    const leaving = own.reduce((total, part) => total + part.weight * (part.step === undefined ? 0 : part.step.visits * part.step.leave), 0);
    const ways = new Map<string, WayNumbers>();
    for (const part of own) {
      for (const way of part.step?.ways ?? []) {
        const key = `${wayKey(id, way)} → ${way.to ?? ''}`;
        const so = ways.get(key) ?? { ...way, share: 0, visitors: 0 };
        so.visitors += part.weight * way.visitors;
        // A share of its step's visitors; with no one on the step, the variants' own figure, averaged.
        so.share += part.weight * (visits === 0 ? way.share : 0);
        ways.set(key, so);
      }
    }
    const blended = [...ways.values()].map((way) => (visits === 0 ? way : { ...way, share: way.visitors / visits }));
    return {
      step: id,
      final: template?.final ?? false,
      visits,
      ways: blended,
      leave: visits === 0 ? (template?.leave ?? 0) : leaving / visits,
      revenue: own.reduce((total, part) => total + part.weight * (part.step?.revenue ?? 0), 0),
    };
  });

  const orders = sum((numbers) => numbers.orders);
  const revenuePerVisitor = sum((numbers) => numbers.revenuePerVisitor);
  return {
    currency: first.numbers.currency,
    visitorsPerMonth: first.numbers.visitorsPerMonth,
    steps,
    orders,
    averageOrderValue: orders === 0 ? 0 : revenuePerVisitor / orders,
    revenuePerVisitor,
    revenuePerMonth: revenuePerVisitor * first.numbers.visitorsPerMonth,
  };
}
