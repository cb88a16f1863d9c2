import type { Funnel } from '../../../schemas/funnel.ts';
import { createFunnelMachine } from '../../engine/createFunnelMachine.ts';
import { stepWays } from '../../engine/forecast/stepWays.ts';
import { graphOf } from '../../engine/graphOf.ts';
import type { ObservedFunnel } from '../../observed/observeExport.ts';

export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
export const whole = (count: number): string => Math.round(count).toLocaleString('en-US');

/** What the numbers are: `simulated` whenever the export holds a row `npm run simulate` invented, so invented traffic is never shown as observed. */
export const dataWord = (simulated: boolean): string => (simulated ? 'simulated' : 'observed');

/**
 * The flow diagram's overlay for an export: above each step its visitors,
 * by each arrow the share that took it with its 95% interval beside the
 * forecast's share, ✕ where the forecast falls outside the interval. An
 * export sees a way as its event and the step it reached; the diagram draws
 * each of the machine's branches, so every branch of that event to that step
 * gets the way's figures.
 */
export function observedAnnotations(
  funnel: Funnel,
  observed: ObservedFunnel,
  simulated: boolean,
): { steps: Map<string, string>; ways: Map<string, { text: string; outside: boolean }> } {
  const word = dataWord(simulated);
  const branches = stepWays(graphOf(createFunnelMachine(funnel)));
  const steps = new Map(observed.steps.map((step) => [step.step, `${whole(step.visitors)} ${word} visitors`]));
  /** By `source event guard`, as ObservedMarks finds an arrow of the layout. */
  const ways = new Map<string, { text: string; outside: boolean }>();
  for (const step of observed.steps) {
    for (const way of step.ways) {
      const forecast = way.forecast === null ? '' : ` · forecast ${percent(way.forecast)}${way.outside === true ? ' ✕' : ''}`;
      const text = `${word} ${percent(way.share)} (${percent(way.low)}–${percent(way.high)})${forecast}`;
      for (const branch of branches.get(step.step) ?? []) {
        if (branch.event === way.event && (branch.to ?? null) === way.to) ways.set(`${step.step} ${branch.event} ${branch.guard ?? ''}`, { text, outside: way.outside === true });
      }
    }
  }
  return { steps, ways };
}
