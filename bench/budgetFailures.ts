import type { Budget, CategoryId } from './budget.ts';
import { bytesPerKb, formatCls, formatKb, formatScore } from './format.ts';
import type { RouteSummary } from './summarizeRoute.ts';
import { categoryIds } from './runMetrics.ts';

const categoryNames: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Why a route's medians miss the budget, one reason per limit; empty when the route is within budget. */
export function budgetFailures(summary: RouteSummary, budget: Budget): string[] {
  const failures: string[] = [];
  for (const id of categoryIds) {
    const min = budget.minScores[id];
    const score = summary.scores[id];
    if (score < min) failures.push(`${categoryNames[id]} ${formatScore(score)} < ${min}`);
  }
  if (summary.lcpMs > budget.maxLcpMs) failures.push(`LCP ${Math.round(summary.lcpMs)} ms > ${budget.maxLcpMs} ms`);
  if (summary.tbtMs > budget.maxTbtMs) failures.push(`TBT ${Math.round(summary.tbtMs)} ms > ${budget.maxTbtMs} ms`);
  if (summary.cls > budget.maxCls) failures.push(`CLS ${formatCls(summary.cls)} > ${budget.maxCls}`);
  if (summary.fontBytes > budget.maxFontKb * bytesPerKb) {
    failures.push(`fonts ${formatKb(summary.fontBytes)} KB > ${budget.maxFontKb} KB`);
  }
  return failures;
}
