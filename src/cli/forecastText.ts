import type { Funnel } from '../../schemas/funnel.ts';
import type { FunnelNumbers } from '../engine/forecast/forecastFunnel.ts';
import type { FunnelForecast } from '../engine/forecast/funnelForecast.ts';
import { lift, money, percent, perThousand, whole } from '../engine/forecast/formatForecast.ts';

/** Columns padded to their widest cell, numbers to the right, so the table reads in a terminal and in a log. */
function aligned(rows: readonly (readonly string[])[], right: ReadonlySet<number>): string[] {
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return rows.map((row) =>
    row
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** One funnel's forecast as text: the steps with their ways on, the totals, and each split test. */
export function forecastText(funnel: Funnel, result: FunnelForecast): string {
  const { numbers } = result;
  const { currency } = numbers;
  const figures = funnel.forecast;
  const lines = [`${funnel.slug} · ${funnel.title} · ${whole(numbers.visitorsPerMonth)} visitors a month`, ''];
  const rows: string[][] = [['step', 'per 1,000', 'way on', 'share', 'per 1,000']];
  for (const step of numbers.steps) {
    // A branch says when it is taken, in the words the diagram puts on its arrow.
    const ways = step.ways.map((way) => [`${way.event}${way.guard === undefined ? '' : ` [${way.guard}]`} → ${way.to ?? '(stays)'}`, percent(way.share), perThousand(way.visitors)]);
    const own = figures?.steps[step.step];
    for (const [name, options] of Object.entries(own?.options ?? {})) {
      for (const [option, figure] of Object.entries(options)) ways.push([`  takes ${name}: ${option}`, percent(figure.share), perThousand(step.visits * figure.share)]);
    }
    for (const [name, figure] of Object.entries(own?.bumps ?? {})) ways.push([`  ticks bump ${name}`, percent(figure.share), perThousand(step.visits * figure.share)]);
    // An answer's share is of those who answer, so its per 1,000 is of the visitors sending the question's event.
    for (const [name, answers] of Object.entries(own?.answers ?? {})) {
      const question = funnel.steps[step.step]?.blocks.find((block) => block.type === 'question' && block.name === name);
      const answering = step.ways.filter((way) => question?.type === 'question' && way.event === question.event).reduce((sum, way) => sum + way.visitors, 0);
      for (const [option, figure] of Object.entries(answers)) ways.push([`  answers ${name}: ${option}`, percent(figure.share), perThousand(answering * figure.share)]);
    }
    if (!step.final || step.ways.length > 0) ways.push(['leave', percent(step.leave), perThousand(step.visits * step.leave)]);
    if (ways.length === 0) ways.push([step.final ? '(end: an order)' : '(end)', '', '']);
    ways.forEach((way, i) => rows.push([i === 0 ? step.step : '', i === 0 ? perThousand(step.visits) : '', ...way]));
  }
  const totals = (of: FunnelNumbers) =>
    `orders ${perThousand(of.orders)} per 1,000 · average order ${money(of.averageOrderValue, currency)} · revenue ${money(of.revenuePerVisitor, currency)} a visitor, ${money(of.revenuePerMonth, currency)} a month`;
  const tests = result.splitTests;
  if (tests.length > 0) lines.push(`the steps as the control shows them; each variant's totals are below`);
  lines.push(...aligned(rows, new Set([1, 3, 4])), '');
  if (tests.length === 0) lines.push(totals(numbers));
  else {
    // While a test runs, the headline is what visitors get: the variants blended by their weights, each beside it.
    lines.push(`while ${tests.map((test) => test.name).join(' and ')} ${tests.length === 1 ? 'runs' : 'run'}, the blend visitors get, by weight:`, totals(result.blended));
    const beside = tests.flatMap((test) => test.variants.map((variant) => [`${variant.id} (${String(variant.weight)}%)`, totals(variant.numbers)]));
    lines.push(...aligned(beside, new Set()).map((line) => `  ${line}`));
  }
  for (const test of result.splitTests) {
    lines.push('', `split test ${test.name} on ${test.step}, goal ${test.goal}:`);
    const testRows = [['variant', 'weight', 'goal rate', 'lift', 'revenue a visitor', 'visitors needed']];
    for (const variant of test.variants) {
      testRows.push([
        variant.id,
        `${String(variant.weight)}%`,
        percent(variant.goalRate),
        lift(variant.lift),
        money(variant.numbers.revenuePerVisitor, currency),
        variant.visitorsNeeded === undefined ? '—' : whole(variant.visitorsNeeded),
      ]);
    }
    lines.push(...aligned(testRows, new Set([1, 2, 3, 4, 5])).map((line) => `  ${line}`));
    lines.push(`  days to detect it (two-sided, α = 0.05, power 0.8) at ${test.visitorsPerDay.toFixed(1)} visitors a day on ${test.step}: ${whole(test.days)}`);
  }
  return lines.join('\n');
}
