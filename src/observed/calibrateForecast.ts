import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { experimentId } from '../engine/experiments/experimentIds.ts';
import type { FunnelCounts } from './observeExport.ts';
import { emptyTally, mergeTally, type Tally } from './tallyVisit.ts';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2 } };

/** A share rounded as a person would write it in the file. */
const rounded = (share: number) => Math.round(share * 10_000) / 10_000;

/** The visitors of the groups whose variants `keep` accepts, added up. */
function tallyOf(counts: FunnelCounts, keep: (variants: Record<string, string>) => boolean): Tally {
  const tally = emptyTally();
  for (const [key, group] of counts.groups) if (keep(JSON.parse(key) as Record<string, string>)) mergeTally(tally, group);
  return tally;
}

/** By step: each event's observed share of the step's visitors (onward events scaled to add up to at most 1), and each answer's. */
function observedFigures(counts: FunnelCounts, tally: Tally, steps: Iterable<string>) {
  const figures = new Map<string, { visitors: number; events: Map<string, number>; answers: Map<string, Map<string, number>> }>();
  for (const step of steps) {
    const visitors = tally.steps.get(step) ?? 0;
    if (visitors === 0) continue;
    const ways = counts.plan.ways.get(step) ?? [];
    const events = new Map<string, number>();
    for (const event of new Set(ways.map((way) => way.event))) events.set(event, (tally.sent.get(`${step} ${event}`) ?? 0) / visitors);
    const onward = [...new Set(ways.filter((way) => way.to !== undefined).map((way) => way.event))];
    const total = onward.reduce((sum, event) => sum + (events.get(event) ?? 0), 0);
    // A visitor who came back and took another way counts for both; the forecast's onward shares must add up to at most 1.
    if (total > 1) for (const event of onward) events.set(event, (events.get(event) ?? 0) / total);
    const answers = new Map<string, Map<string, number>>();
    for (const block of counts.plan.funnel.steps[step]?.blocks ?? []) {
      if (block.type !== 'question') continue;
      const answered = tally.questions.get(`${step} ${block.name}`) ?? 0;
      if (answered === 0) continue;
      answers.set(block.name, new Map(block.options.map((option) => [option.id, (tally.answers.get(`${step} ${block.name} ${option.id}`) ?? 0) / answered])));
    }
    figures.set(step, { visitors, events, answers });
  }
  return figures;
}

/**
 * The funnel file's text with its forecast's shares replaced by the observed
 * ones, each with a `source` naming the export's dates and how many visitors
 * the share is of; every other character stays as it was (jsonc-parser's
 * `modify`, as the studio edits a file). The funnel's own figures come from
 * the visitors shown every experiment's control (or none); a variant's own
 * figures, where the file has them, from that variant's visitors. Figures
 * for a step nobody reached are left as they were. Returns the new text and
 * one line per figure changed.
 */
export function calibrateForecast(text: string, counts: FunnelCounts, dates: { from: string | null; to: string | null }): { text: string; changed: string[] } {
  const funnel = counts.plan.funnel;
  let current = text;
  const changed: string[] = [];
  const exists = (path: JSONPath) => {
    const tree = parseTree(current);
    return tree !== undefined && findNodeAtLocation(tree, path) !== undefined;
  };
  const set = (path: JSONPath, value: unknown) => {
    current = applyEdits(current, modify(current, path, value, FORMAT));
  };
  const write = (path: JSONPath, share: number, source: string) => {
    if (exists(path)) {
      set([...path, 'share'], rounded(share));
      set([...path, 'source'], source);
    } else set(path, { share: rounded(share), source });
    changed.push(`${path.slice(1).join('.')}: ${String(rounded(share))}`);
  };
  const sourceFor = (visitors: number, step: string, who: string) =>
    `observed: GA4 export ${dates.from ?? '?'} to ${dates.to ?? '?'}, ${visitors.toLocaleString('en-US')} visitors on ${step}${who} (npm run observed -- --calibrate)`;

  const controls = new Map(funnel.experiments.map((experiment) => [experimentId(funnel, experiment), experiment.variants[0]?.id]));
  const controlTally = tallyOf(counts, (variants) => Object.entries(variants).every(([experiment, variant]) => controls.get(experiment) === variant));
  const who = funnel.experiments.length === 0 ? '' : ', shown the control';
  for (const [step, observed] of observedFigures(counts, controlTally, counts.plan.ways.keys())) {
    for (const [event, share] of observed.events) write(['forecast', 'steps', step, 'events', event], share, sourceFor(observed.visitors, step, who));
    for (const [question, options] of observed.answers) {
      for (const [option, share] of options) write(['forecast', 'steps', step, 'answers', question, option], share, sourceFor(observed.visitors, step, who));
    }
  }
  for (const experiment of funnel.experiments) {
    const id = experimentId(funnel, experiment);
    for (const [variant, own] of Object.entries(funnel.forecast?.experiments?.[experiment.name] ?? {})) {
      const tally = tallyOf(counts, (variants) => variants[id] === variant);
      const observed = observedFigures(counts, tally, Object.keys(own.steps));
      for (const [step, figures] of Object.entries(own.steps)) {
        const seen = observed.get(step);
        if (seen === undefined) continue;
        for (const event of Object.keys(figures.events)) {
          const share = seen.events.get(event);
          if (share !== undefined) write(['forecast', 'experiments', experiment.name, variant, 'steps', step, 'events', event], share, sourceFor(seen.visitors, step, `, shown ${variant}`));
        }
      }
    }
  }
  return { text: current, changed };
}
