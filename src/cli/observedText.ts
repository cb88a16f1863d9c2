import type { ObservedFunnel, ObservedReport, ObservedShare } from '../observed/observeExport.ts';
import { pValueText } from '../observed/pValueText.ts';

const whole = (count: number) => Math.round(count).toLocaleString('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const money = (amount: number) => amount.toFixed(2);

/** `43.2% (36.4–50.3%)  forecast 46.0%`, marked where the forecast is outside the interval. */
function shareText(share: ObservedShare): string {
  const observed = `${percent(share.share).padStart(6)} (${percent(share.low)}–${percent(share.high)})`;
  if (share.forecast === null) return `${observed}  no forecast`;
  return `${observed}  forecast ${percent(share.forecast)}${share.outside === true ? '  ✗ forecast outside the interval' : ''}`;
}

function funnelText(funnel: ObservedFunnel): string[] {
  const lines = [`${funnel.slug}: ${whole(funnel.visitors)} visitors`];
  for (const step of funnel.steps) {
    lines.push(`  ${step.step}: ${whole(step.visitors)}`);
    for (const way of step.ways) lines.push(`    ${`${way.event} → ${way.to ?? '(stays)'}`.padEnd(32)} ${whole(way.visitors).padStart(8)}  ${shareText(way)}`);
    for (const answer of step.answers) lines.push(`    ${`${answer.question} = ${answer.answer}`.padEnd(32)} ${whole(answer.visitors).padStart(8)}  ${shareText(answer)}`);
  }
  const rpv = funnel.revenuePerVisitor;
  lines.push(`  ${'orders (visitors who reached a thank-you step)'.padEnd(38)} ${whole(funnel.orders.visitors).padStart(8)}  ${shareText(funnel.orders)}`);
  lines.push(
    `  average order ${money(funnel.averageOrder.value)}${funnel.averageOrder.forecast === null ? '' : ` (forecast ${money(funnel.averageOrder.forecast)})`}; revenue a visitor ${money(rpv.value)} (${money(rpv.low)}–${money(rpv.high)})${rpv.forecast === null ? '' : `, forecast ${money(rpv.forecast)}${rpv.outside === true ? '  ✗ forecast outside the interval' : ''}`}`,
  );
  if (funnel.otherMoves > 0) lines.push(`  ${whole(funnel.otherMoves)} moves no arrow makes (Back, a typed address): not counted as ways`);
  for (const experiment of funnel.experiments) {
    lines.push(`  split test ${experiment.id} on ${experiment.step}, goal ${experiment.goal}`);
    for (const variant of experiment.variants) {
      const lift = variant.lift === null ? '' : `, lift ${percent(variant.lift)} (${percent(variant.low ?? 0)} to ${percent(variant.high ?? 0)}, ${pValueText(variant.pValue ?? 1)})`;
      lines.push(
        `    ${variant.id.padEnd(10)} ${whole(variant.visitors).padStart(8)} visitors, ${whole(variant.conversions)} ${experiment.goal}: ${percent(variant.rate)} (${percent(variant.rateLow)}–${percent(variant.rateHigh)})${lift}; ${money(variant.revenuePerVisitor)} a visitor (${money(variant.revenueLow)}–${money(variant.revenueHigh)})`,
      );
    }
    lines.push(`    split: chi-square ${experiment.srm.chiSquare.toFixed(2)}, ${pValueText(experiment.srm.pValue)}${experiment.srm.mismatch ? '  ✗ sample ratio mismatch' : ', as configured'}`);
    lines.push(`    verdict: ${experiment.verdict}`);
  }
  return lines;
}

/** The report as aligned text: each funnel, its split tests, and every row read past with its reason. */
export function observedText(report: ObservedReport, notes: readonly string[]): string {
  const lines = [
    `Observed ${report.from ?? '?'} to ${report.to ?? '?'}: ${whole(report.events)} events read (${whole(report.automatic)} of them GA4's automatic first_visit, session_start, user_engagement, scroll)`,
    ...(report.simulated > 0 ? [`⚠ SIMULATED DATA: ${whole(report.simulated)} of these rows were invented by npm run simulate (stream_id "simulated"), not observed`] : []),
    ...notes.map((note) => `⚠ ${note}`),
  ];
  if (report.funnels.length === 0) lines.push('No visitor of any funnel in this export.');
  for (const funnel of report.funnels) lines.push('', ...funnelText(funnel));
  const skipped = Object.entries(report.skipped);
  lines.push('', skipped.length === 0 ? 'Skipped: nothing' : 'Skipped (read, counted, and left out):');
  for (const [reason, count] of skipped) lines.push(`  ${whole(count).padStart(10)}  ${reason}`);
  return lines.join('\n');
}
