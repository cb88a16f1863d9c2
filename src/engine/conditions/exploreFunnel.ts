import type { Funnel } from '../../../schemas/funnel.ts';
import { transitionBranches } from '../transitionBranches.ts';
import type { ConditionFacts } from './ConditionFacts.ts';
import { addConditionReads, emptyReads } from './conditionReads.ts';
import { evaluateCondition } from './evaluateCondition.ts';
import { pointsOfQuestions } from './pointsOfQuestions.ts';
import { scoresOf } from './scoresOf.ts';

type Steps = Pick<Funnel, 'landing' | 'steps' | 'experiments'>;

/** One (step, event) and the facts under which no branch held. */
export interface FallThrough {
  step: string;
  event: string;
  facts: ConditionFacts;
}

/** Every combination a branch list was tried with, and which branch each took (undefined: none). */
export interface BranchTrial {
  step: string;
  event: string;
  facts: ConditionFacts;
  taken: number | undefined;
}

export interface Exploration {
  /** The steps some visitor reaches, the landing first. */
  reached: Set<string>;
  /** By step: every set of answers a visitor can have on arriving there (as given on the way). */
  answersAt: Map<string, Record<string, string>[]>;
  /** Every branch list tried, with every combination it can meet. */
  trials: BranchTrial[];
  /** The steps a visitor reached and then left, by some event. */
  left: Set<string>;
  /** Set when the walk stopped at `limit` states: the results are then partial. */
  overLimit: boolean;
}

/** Every combination of one value per list: [[a], [b]] for one list, the product for several. */
function combinations<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((done, list) => done.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

/** The options each order-options block offers, by name (in any step, any variant's blocks left aside). */
function offered(funnel: Steps): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const step of Object.values(funnel.steps)) for (const block of step.blocks) if (block.type === 'order-options') found.set(block.name, block.options.map((option) => option.id));
  return found;
}

const keyOf = (step: string, answers: Record<string, string>) =>
  `${step}|${Object.keys(answers)
    .sort()
    .map((name) => `${name}=${answers[name] ?? ''}`)
    .join('&')}`;

/**
 * Walks a funnel as every visitor could: from the landing step, through each
 * event of each step, answering each question every way it can be answered,
 * with every choice and flag its conditions read taken every way (a visitor
 * may pick any option, a flag may be on or off). At a list of branches the
 * first that holds is taken, as the machine's guards do. What it finds proves
 * the funnel (the build's checks) and names the pages a funnel needs without
 * JavaScript (answerPages). A visitor changing an earlier answer through Back
 * meets the same combinations, so Back adds none. `starts` are the steps a
 * visit may begin at with no answers: the landing step, or every step's own
 * address for the pages a visitor arriving there is led to.
 */
export function exploreFunnel(funnel: Steps, limit = 20_000, starts: readonly string[] = [funnel.landing]): Exploration {
  const points = pointsOfQuestions(funnel);
  const choices = offered(funnel);
  const exploration: Exploration = { reached: new Set(), answersAt: new Map(), trials: [], left: new Set(), overLimit: false };
  const seen = new Set<string>();
  const queue: { step: string; answers: Record<string, string> }[] = [];
  const visit = (step: string, answers: Record<string, string>) => {
    const key = keyOf(step, answers);
    if (seen.has(key) || funnel.steps[step] === undefined) return;
    if (seen.size >= limit) {
      exploration.overLimit = true;
      return;
    }
    seen.add(key);
    exploration.reached.add(step);
    const at = exploration.answersAt.get(step) ?? [];
    at.push(answers);
    exploration.answersAt.set(step, at);
    queue.push({ step, answers });
  };
  for (const start of starts) visit(start, {});

  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    const { step: stepId, answers } = item;
    const step = funnel.steps[stepId];
    if (step === undefined) continue;
    const questions = step.blocks.flatMap((block) => (block.type === 'question' ? [block] : []));
    const handlers: [string, ReturnType<typeof transitionBranches>][] = Object.entries(step.on).map(([event, raw]) => [event, transitionBranches(raw)]);
    for (const experiment of funnel.experiments.filter((candidate) => candidate.step === stepId)) {
      for (const variant of experiment.variants) {
        for (const [event, target] of Object.entries(variant.on)) handlers.push([event, [{ condition: undefined, target, delay: undefined, flag: undefined }]]);
      }
    }
    for (const [event, branches] of handlers) {
      const asked = questions.filter((question) => question.event === event);
      const reads = emptyReads();
      for (const { condition } of branches) if (condition !== undefined) addConditionReads(condition, points, reads);
      const choiceNames = [...reads.choices].filter((name) => choices.has(name));
      const flagNames = [...reads.flags];
      const answerings = combinations(asked.map((question) => question.options.map((option) => [question.name, option.id] as const)));
      const free = combinations<readonly [string, string | boolean]>([
        ...choiceNames.map((name) => (choices.get(name) ?? []).map((id) => [name, id] as const)),
        ...flagNames.map((name) => [[name, false] as const, [name, true] as const]),
      ]);
      for (const answering of answerings) {
        const after = { ...answers, ...Object.fromEntries(answering) };
        for (const values of free) {
          const facts: ConditionFacts = {
            answers: after,
            selections: Object.fromEntries(values.filter(([name]) => choices.has(name)).map(([name, value]) => [name, String(value)])),
            flags: Object.fromEntries(values.filter(([name]) => !choices.has(name)).map(([name, value]) => [name, value === true])),
            scores: scoresOf(points, after),
          };
          const taken = branches.findIndex(({ condition }) => condition === undefined || evaluateCondition(condition, facts));
          if (branches.length > 1 || branches[0]?.condition !== undefined) exploration.trials.push({ step: stepId, event, facts, taken: taken === -1 ? undefined : taken });
          const target = taken === -1 ? undefined : branches[taken]?.target;
          if (target !== undefined && target !== stepId) {
            exploration.left.add(stepId);
            visit(target, after);
          }
        }
      }
    }
  }
  return exploration;
}
