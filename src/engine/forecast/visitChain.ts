import type { Forecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { ConditionFacts } from '../conditions/ConditionFacts.ts';
import { addConditionReads, emptyReads } from '../conditions/conditionReads.ts';
import { evaluateCondition } from '../conditions/evaluateCondition.ts';
import { pointsOfQuestions } from '../conditions/pointsOfQuestions.ts';
import { scoresOf } from '../conditions/scoresOf.ts';
import { transitionBranches, type NormalizedBranch } from '../transitionBranches.ts';
import { solveLinear } from './solveLinear.ts';
import type { StepWay } from './stepWays.ts';

/**
 * The most states (a step with one combination of the answers and flags the
 * conditions read) the forecast solves. Its linear system grows with their
 * cube; past this a quiz has too many branching questions to compute in the
 * flow view at once, and a score would serve it better.
 */
export const MAX_FORECAST_STATES = 600;

/** What the chain found: visits per step and visitors per way, each per landing visitor. */
export interface VisitChain {
  visits: Map<string, number>;
  /** Keyed by the way objects of `ways`. */
  wayVisitors: Map<StepWay, number>;
}

interface State {
  step: string;
  answers: Record<string, string>;
  flags: Record<string, boolean>;
}

/** One outcome of sending an event from a state: the way taken, its chance, and the state it leads to. */
interface Outcome {
  way: StepWay;
  chance: number;
  next: State | undefined;
}

const keyOf = ({ step, answers, flags }: State) =>
  `${step}|${Object.keys(answers)
    .sort()
    .map((name) => `${name}=${answers[name] ?? ''}`)
    .join('&')}|${Object.keys(flags)
    .filter((name) => flags[name] === true)
    .sort()
    .join('&')}`;

/** Every combination of one value per list, each with the product of its chances. */
function weighted<T>(lists: readonly (readonly (readonly [T, number])[])[]): [T[], number][] {
  return lists.reduce<[T[], number][]>(
    (done, list) => done.flatMap(([prefix, chance]) => list.map(([item, own]): [T[], number] => [[...prefix, item], chance * own])),
    [[[], 1]],
  );
}

/**
 * The visits to each step and the visitors on each way, as an absorbing
 * Markov chain whose states are a step together with the answers, choices'
 * flags and scores the funnel's conditions read (only those: a funnel with
 * no conditions has one state per step). From a state each event is sent by
 * its share; a question's event carries each answer by its share, answers to
 * different questions independent; at a list of branches the first whose
 * condition holds, asked of the same evaluateCondition the machine's guard
 * asks, is taken. Enumerating the combinations this way is exact: a result
 * that depends on the sum of several answers' points gets the chance of
 * every combination that leads to it.
 */
export function visitChain(
  funnel: Pick<Funnel, 'landing' | 'steps'>,
  ways: ReadonlyMap<string, readonly StepWay[]>,
  figures: Forecast,
  odds: ReadonlyMap<string, ReadonlyMap<string, number>>,
  initial: string,
): VisitChain {
  const points = pointsOfQuestions(funnel);
  const reads = emptyReads();
  for (const step of Object.values(funnel.steps)) {
    for (const raw of Object.values(step.on)) for (const { condition } of transitionBranches(raw)) if (condition !== undefined) addConditionReads(condition, points, reads);
  }
  const shareOf = (step: string, event: string) => figures.steps[step]?.events[event]?.share ?? 0;

  /** The branches of the config behind each of an event's ways, checked against the machine's order. */
  const branchesOf = (step: string, event: string, list: readonly StepWay[]): (NormalizedBranch | undefined)[] => {
    const raw = funnel.steps[step]?.on[event];
    if (list.length === 1) return [raw === undefined || list[0]?.guard?.startsWith('variant ') === true ? undefined : transitionBranches(raw)[0]];
    const branches = raw === undefined ? [] : transitionBranches(raw);
    if (branches.length !== list.length) throw new Error(`The machine has ${String(list.length)} branches for ${event} on ${step}, the file ${String(branches.length)}`);
    return branches;
  };

  const outcomes = (state: State): Outcome[] => {
    const found: Outcome[] = [];
    const list = ways.get(state.step) ?? [];
    const questions = (funnel.steps[state.step]?.blocks ?? []).flatMap((block) => (block.type === 'question' ? [block] : []));
    for (const event of [...new Set(list.map((way) => way.event))]) {
      const share = shareOf(state.step, event);
      const eventWays = list.filter((way) => way.event === event);
      const branches = branchesOf(state.step, event, eventWays);
      const answerings = weighted(
        questions
          .filter((question) => question.event === event)
          .map((question) =>
            question.options.map((option) => [[question.name, option.id] as const, figures.steps[state.step]?.answers?.[question.name]?.[option.id]?.share ?? 0] as const),
          ),
      );
      const choiceReads = [...reads.choices].filter((name) => odds.has(name));
      const choosings = weighted(choiceReads.map((name) => [...(odds.get(name) ?? [])].map(([id, chance]) => [[name, id] as const, chance] as const)));
      for (const [answering, answerChance] of answerings) {
        const answers = { ...state.answers, ...Object.fromEntries(answering.filter(([question]) => reads.questions.has(question))) };
        const after = { ...state.answers, ...Object.fromEntries(answering) };
        for (const [choosing, choiceChance] of choosings) {
          const chance = share * answerChance * choiceChance;
          if (chance === 0) continue;
          const facts: ConditionFacts = { answers: after, selections: Object.fromEntries(choosing), flags: state.flags, scores: scoresOf(points, after) };
          const taken = branches.findIndex((branch) => branch?.condition === undefined || evaluateCondition(branch.condition, facts));
          const way = eventWays[taken];
          // No branch holds: the machine stays and the visitor, sending nothing else, leaves (npm run check proves this cannot happen).
          if (way === undefined) continue;
          const flag = branches[taken]?.flag;
          const flags = flag !== undefined && reads.flags.has(flag) ? { ...state.flags, [flag]: true } : state.flags;
          found.push({ way, chance, next: way.to === undefined ? undefined : { step: way.to, answers, flags } });
        }
      }
    }
    return found;
  };

  const states: State[] = [];
  const index = new Map<string, number>();
  const moves: Outcome[][] = [];
  const add = (state: State) => {
    const key = keyOf(state);
    const known = index.get(key);
    if (known !== undefined) return known;
    if (states.length >= MAX_FORECAST_STATES) {
      throw new Error(`The answers the conditions read make more than ${String(MAX_FORECAST_STATES)} combinations of step and answers, too many to forecast`);
    }
    index.set(key, states.length);
    states.push(state);
    return states.length - 1;
  };
  add({ step: initial, answers: {}, flags: {} });
  for (let at = 0; at < states.length; at += 1) {
    const state = states[at];
    const found = state === undefined ? [] : outcomes(state);
    for (const outcome of found) if (outcome.next !== undefined) add(outcome.next);
    moves.push(found);
  }

  // (I − Q)ᵀ v = e_landing, over the states.
  const a = states.map((_, row) => states.map((__, col): number => (row === col ? 1 : 0)));
  for (const [from, found] of moves.entries()) {
    for (const { next, chance } of found) {
      const line = next === undefined ? undefined : a[index.get(keyOf(next)) ?? -1];
      if (line !== undefined) line[from] = (line[from] ?? 0) - chance;
    }
  }
  const solved = solveLinear(
    a,
    states.map((_, i) => (i === 0 ? 1 : 0)),
  );

  const visits = new Map<string, number>([...ways.keys()].map((step) => [step, 0]));
  const wayVisitors = new Map<StepWay, number>();
  for (const [i, state] of states.entries()) {
    const here = solved[i] ?? 0;
    visits.set(state.step, (visits.get(state.step) ?? 0) + here);
    for (const { way, chance } of moves[i] ?? []) wayVisitors.set(way, (wayVisitors.get(way) ?? 0) + here * chance);
  }
  return { visits, wayVisitors };
}
