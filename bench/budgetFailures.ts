import type { Budget, CategoryId } from './budget.ts';
import { bytesPerKb, formatCls, formatKb, formatMs, formatScore, formatSlowdown } from './format.ts';
import type { RouteSummary } from './summarizeRoute.ts';
import { categoryIds } from './runMetrics.ts';

const categoryNames: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * Why a route's medians miss the budget, one reason per limit; empty when the route is within budget.
 * A limit on something this run did not measure (a slowdown left out of --slowdowns, the scripts check
 * turned off) is not a failure here: uncheckedLimits() names it beside the table instead.
 */
export function budgetFailures(summary: RouteSummary, budget: Budget): string[] {
  const failures: string[] = [];
  for (const id of categoryIds) {
    const min = budget.minScores[id];
    const score = summary.scores[id];
    if (score < min) failures.push(`${categoryNames[id]} ${formatScore(score)} < ${min}`);
  }
  for (const { slowdown, minPerformance } of budget.minSlowerPerformance) {
    const figures = summary.slower.find((slower) => slower.slowdown === slowdown);
    if (figures !== undefined && figures.performance < minPerformance) {
      failures.push(`performance at ${formatSlowdown(slowdown)} ${formatScore(figures.performance)} < ${minPerformance}`);
    }
  }
  if (summary.lcpMs > budget.maxLcpMs) failures.push(`LCP ${formatMs(summary.lcpMs)} ms > ${budget.maxLcpMs} ms`);
  if (summary.tbtMs > budget.maxTbtMs) failures.push(`TBT ${formatMs(summary.tbtMs)} ms > ${budget.maxTbtMs} ms`);
  const { scriptsTbtMs, noScriptsTbtMs } = summary;
  if (scriptsTbtMs !== null && noScriptsTbtMs !== null && scriptsTbtMs > budget.maxScriptsTbtMs) {
    failures.push(
      `scripts add ${formatMs(scriptsTbtMs)} ms of TBT > ${budget.maxScriptsTbtMs} ms ` +
        `(${formatMs(summary.tbtMs)} ms with them, ${formatMs(noScriptsTbtMs)} ms without)`,
    );
  }
  if (summary.cls > budget.maxCls) failures.push(`CLS ${formatCls(summary.cls)} > ${budget.maxCls}`);
  if (summary.redirectMs > budget.maxRedirectMs) {
    failures.push(`redirects before the page ${formatMs(summary.redirectMs)} ms > ${budget.maxRedirectMs} ms (Lighthouse's redirects audit)`);
  }
  if (summary.fontBytes > budget.maxFontKb * bytesPerKb) {
    failures.push(`fonts ${formatKb(summary.fontBytes)} KB > ${budget.maxFontKb} KB`);
  }
  return failures;
}
