import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { experimentId } from '../engine/experiments/experimentIds.ts';
import type { FunnelCounts } from './observeExport.ts';
import { emptyTally, mergeTally, type Tally } from './tallyVisit.ts';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2 } };

/** A share rounded as a person would write it in the file. */
const rounded = (share: number) => Math.round(share * 10_000) / 10_000;

/** The visitors of the groups whose variants `keep` accepts, added up. */
function tallyOf(counts: FunnelCounts, keep: (variants: Readonly<Record<string, string | null>>) => boolean): Tally {
  const tally = emptyTally();
  for (const [key, group] of counts.groups) if (keep(JSON.parse(key) as Record<string, string | null>)) mergeTally(tally, group);
  return tally;
}

/** The steps a visitor on `start` can go on to, along the machine's ways on any variant, `start` among them. */
function stepsFrom(counts: FunnelCounts, start: string): Set<string> {
  const found = new Set([start]);
  const queue = [start];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    for (const way of counts.plan.ways.get(step) ?? []) {
      if (way.to !== undefined && !found.has(way.to)) {
        found.add(way.to);
        queue.push(way.to);
      }
    }
  }
  return found;
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
 * `modify`, as the studio edits a file). A step's figures come from its
 * visitors shown the control (or no variant) of each test they may have met
 * by then (one on that step or before it), and from all its visitors where
 * no test comes before it; a variant's own figures, where the file has them,
 * from that variant's visitors. Figures for a step nobody reached are left
 * as they were. Returns the new text and one line per figure changed.
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

  // A test's assignment shows only once a visitor reaches its step (the experience_impression there). A step the
  // visitor may see after it is calibrated from those shown the control, or no variant; a step before it, which
  // no variant has touched yet, from all its visitors: conditioning it on "shown the control" would count
  // everyone who never reached the test as the control's and leave out every other variant's.
  const tests = funnel.experiments.map((experiment) => ({ id: experimentId(funnel, experiment), control: experiment.variants[0]?.id, after: stepsFrom(counts, experiment.step) }));
  const testsOn = (step: string) => tests.filter((test) => test.after.has(step));
  const tallies = new Map<string, Tally>();
  const tallyFor = (step: string): Tally => {
    const on = testsOn(step);
    const key = on.map((test) => test.id).join(' ');
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = tallyOf(counts, (variants) => on.every((test) => variants[test.id] === undefined || variants[test.id] === test.control));
      tallies.set(key, tally);
    }
    return tally;
  };
  for (const step of counts.plan.ways.keys()) {
    const who = testsOn(step).length === 0 ? '' : ', shown the control';
    for (const [, observed] of observedFigures(counts, tallyFor(step), [step])) {
      for (const [event, share] of observed.events) write(['forecast', 'steps', step, 'events', event], share, sourceFor(observed.visitors, step, who));
      for (const [question, options] of observed.answers) {
        for (const [option, share] of options) write(['forecast', 'steps', step, 'answers', question, option], share, sourceFor(observed.visitors, step, who));
      }
    }
  }
  for (const experiment of funnel.experiments) {
    const id = experimentId(funnel, experiment);
    const after = stepsFrom(counts, experiment.step);
    for (const [variant, own] of Object.entries(funnel.forecast?.experiments?.[experiment.name] ?? {})) {
      const shown = tallyOf(counts, (variants) => variants[id] === variant);
      for (const [step, figures] of Object.entries(own.steps)) {
        // A variant's figure for a step before its test is the funnel's: no visitor there has seen the variant yet.
        const touched = after.has(step);
        const seen = observedFigures(counts, touched ? shown : tallyFor(step), [step]).get(step);
        if (seen === undefined) continue;
        for (const event of Object.keys(figures.events)) {
          const share = seen.events.get(event);
          if (share !== undefined) write(['forecast', 'experiments', experiment.name, variant, 'steps', step, 'events', event], share, sourceFor(seen.visitors, step, touched ? `, shown ${variant}` : testsOn(step).length === 0 ? '' : ', shown the control'));
        }
      }
    }
  }
  return { text: current, changed };
}
