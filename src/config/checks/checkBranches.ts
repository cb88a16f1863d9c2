import type { Condition } from '../../../schemas/condition.ts';
import type { FunnelDefinition } from '../../../schemas/funnel.ts';
import { answerKeys } from '../../engine/conditions/answerKeys.ts';
import { answerPages, MAX_ANSWER_PAGES } from '../../engine/conditions/answerPages.ts';
import type { ConditionFacts } from '../../engine/conditions/ConditionFacts.ts';
import { describeCondition } from '../../engine/conditions/describeCondition.ts';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition.ts';
import { exploreFunnel, type BranchTrial } from '../../engine/conditions/exploreFunnel.ts';
import { transitionBranches } from '../../engine/transitionBranches.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { didYouMean } from '../messages/closest.ts';

const listed = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '));

/** A combination in words: `brew is espresso, taste is fruity (scores: light 1, dark 3)`. */
export function describeFacts(facts: ConditionFacts): string {
  const parts = [
    ...Object.entries(facts.answers).map(([question, option]) => `${question} is ${option}`),
    ...Object.entries(facts.selections).map(([name, option]) => `${name} is ${option}`),
    ...Object.entries(facts.flags).map(([flag, on]) => `${flag} is ${on ? 'on' : 'off'}`),
  ];
  const scores = Object.entries(facts.scores).map(([score, total]) => `${score} ${String(total)}`);
  const said = parts.length === 0 ? 'nothing answered yet' : parts.join(', ');
  return scores.length === 0 ? said : `${said} (scores: ${scores.join(', ')})`;
}

/** The simple conditions of a condition, with their paths below it. */
function simpleParts(condition: Condition): { part: Condition; path: PropertyKey[] }[] {
  if ('all' in condition) return condition.all.map((part, index) => ({ part, path: ['all', index] }));
  if ('any' in condition) return condition.any.map((part, index) => ({ part, path: ['any', index] }));
  return [{ part: condition, path: [] }];
}

/**
 * The rules of questions and branches, proved on every path a visitor can
 * take (exploreFunnel): each condition names a question, option, choice,
 * flag or score of this file; no combination of answers falls through a
 * list of branches; every branch can be taken; every step a branch leads to
 * can still be reached and left; and the pages that make a quiz work without
 * JavaScript stay within MAX_ANSWER_PAGES.
 */
export function checkBranches(funnel: FunnelDefinition): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const questions = new Map<string, { options: string[]; at: PropertyKey[] }>();
  const choices = new Map<string, string[]>();
  const scores = new Set<string>();
  const flags = new Set<string>();
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    const asked = step.blocks.flatMap((block, index) => (block.type === 'question' ? [index] : []));
    for (const index of asked.slice(1)) {
      issues.push({ path: ['steps', stepId, 'blocks', index], message: 'a step asks one question: put this one on a step of its own, so each answer can lead on' });
    }
    step.blocks.forEach((block, index) => {
      const at = ['steps', stepId, 'blocks', index];
      if (block.type === 'order-options') choices.set(block.name, block.options.map((option) => option.id));
      if (block.type === 'newsletter') flags.add(block.flag);
      if (block.type !== 'question') return;
      const earlier = questions.get(block.name);
      if (earlier !== undefined) issues.push({ path: [...at, 'name'], message: `question "${block.name}" is already asked at ${earlier.at.join('.')}: each question needs its own name` });
      const ids = block.options.map((option) => option.id);
      ids.forEach((id, optionIndex) => {
        if (ids.indexOf(id) !== optionIndex) issues.push({ path: [...at, 'options', optionIndex, 'id'], message: `option "${id}" is listed twice in this question` });
      });
      questions.set(block.name, { options: ids, at });
      for (const option of block.options) for (const score of Object.keys(option.points)) scores.add(score);
    });
    for (const raw of Object.values(step.on)) for (const { flag } of transitionBranches(raw)) if (flag !== undefined) flags.add(flag);
  }

  // Every reference a condition makes, before anything is proved with it.
  const found = { unresolved: false };
  const refer = (condition: Condition, at: PropertyKey[]) => {
    for (const { part, path } of simpleParts(condition)) {
      const where = [...at, ...path];
      const problem = referenceProblem(part, { questions, choices, scores, flags });
      if (problem !== undefined) {
        found.unresolved = true;
        issues.push({ path: [...where, problem.field], message: problem.message });
      }
    }
  };
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    for (const [event, raw] of Object.entries(step.on)) {
      if (!Array.isArray(raw)) continue;
      raw.forEach((branch, index) => {
        const at = ['steps', stepId, 'on', event, index];
        if (branch.if === undefined && index < raw.length - 1) {
          issues.push({ path: at, message: `only the last branch may leave out "if" (it is the fallback): the branches after it ([${String(index + 1)}]–[${String(raw.length - 1)}]) could never be taken` });
        }
        if (branch.if !== undefined) refer(branch.if, [...at, 'if']);
      });
    }
  }
  funnel.tracking.events.forEach((rule, index) => {
    const question = rule.params.answer?.answer;
    if (question !== undefined && !questions.has(question)) {
      issues.push({ path: ['tracking', 'events', index, 'params', 'answer', 'answer'], message: noQuestion(question, [...questions.keys()]) });
    }
  });
  if (found.unresolved || issues.length > 0) return issues;

  const exploration = exploreFunnel(funnel);
  if (exploration.overLimit) {
    return [{ path: ['steps'], message: 'too many combinations of answers, choices and flags to prove every branch: ask fewer questions, or read fewer choices and flags in conditions' }];
  }

  // Group the trials by list of branches, in the file's order.
  const trials = new Map<string, BranchTrial[]>();
  for (const trial of exploration.trials) {
    const key = `${trial.step}\u0000${trial.event}`;
    trials.set(key, [...(trials.get(key) ?? []), trial]);
  }
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    if (!exploration.reached.has(stepId)) continue;
    for (const [event, raw] of Object.entries(step.on)) {
      const branches = transitionBranches(raw);
      if (branches.every((branch) => branch.condition === undefined)) continue;
      const tried = trials.get(`${stepId}\u0000${event}`) ?? [];
      const falls = tried.find((trial) => trial.taken === undefined);
      if (falls !== undefined) {
        issues.push({
          path: ['steps', stepId, 'on', event],
          message: `a visitor can fall through these branches, none of which holds for: ${describeFacts(falls.facts)}; add a branch for it or a last branch without "if" (the fallback)`,
        });
      }
      branches.forEach((branch, index) => {
        if (tried.some((trial) => trial.taken === index)) return;
        const condition = branch.condition;
        const holds = condition === undefined ? tried[0] : tried.find((trial) => evaluateCondition(condition, trial.facts));
        const at = Array.isArray(raw) ? ['steps', stepId, 'on', event, index] : ['steps', stepId, 'on', event];
        const what = condition === undefined ? 'this fallback' : `this branch ("${describeCondition(condition)}")`;
        issues.push({
          path: at,
          message:
            holds === undefined
              ? `${what} can never be taken: it holds for no combination a visitor can arrive with`
              : `${what} can never be taken: every visitor it holds for is caught by a branch before it, e.g. ${describeFacts(holds.facts)} takes branch [${String(holds.taken)}] ("${describeBranch(branches[holds.taken ?? 0]?.condition)}")`,
        });
      });
    }
  }

  // Steps the graph reaches but no visitor does, now that branches are proved; and steps a visitor reaches but cannot leave.
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    const ledTo = Object.values(funnel.steps).some((other) => Object.values(other.on).some((raw) => transitionBranches(raw).some((branch) => branch.target === stepId)));
    if (!exploration.reached.has(stepId) && ledTo) {
      issues.push({ path: ['steps', stepId], message: 'no visitor can reach this step any more: every branch that leads here is never taken' });
    }
    if (exploration.reached.has(stepId) && !step.final && !exploration.left.has(stepId)) {
      issues.push({ path: ['steps', stepId, 'on'], message: 'a visitor who reaches this step cannot leave it: none of its branches that lead on is ever taken' });
    }
  }

  const pages = answerPages({ ...funnel, slug: '' });
  if (pages.length > MAX_ANSWER_PAGES) {
    const steps = [...new Set(pages.map((page) => page.stepId))];
    issues.push({
      path: ['steps'],
      message: `working without JavaScript takes ${String(pages.length)} pages, one per combination of the earlier answers that later conditions read (on ${steps.join(', ')}), over the limit of ${String(MAX_ANSWER_PAGES)}: ask fewer questions whose answers a later condition reads (each one multiplies the pages of every question after it)`,
    });
  }
  for (const experiment of funnel.experiments) {
    if (answerKeys(funnel, experiment.step).length > 0) {
      issues.push({ path: ['experiments'], message: `step "${experiment.step}" has a page per earlier answer, and a split test cannot run there too: move the test to a step whose page does not depend on answers` });
    }
  }
  return issues;
}

function describeBranch(condition: Condition | undefined): string {
  return condition === undefined ? 'the fallback' : describeCondition(condition);
}

function noQuestion(name: string, known: readonly string[]): string {
  return `no question block is named "${name}"${didYouMean(name, known) || `; questions in this file: ${listed(known)}`}`;
}

interface Known {
  questions: Map<string, { options: string[] }>;
  choices: Map<string, string[]>;
  scores: Set<string>;
  flags: Set<string>;
}

/** What is wrong with a simple condition's reference, and in which field; undefined when it resolves. */
function referenceProblem(condition: Condition, known: Known): { field: string; message: string } | undefined {
  const optionProblem = (name: string, options: readonly string[], what: string) => {
    const wanted = 'is' in condition ? [condition.is] : 'isOneOf' in condition ? condition.isOneOf : [];
    const missing = wanted.find((id) => !options.includes(id));
    if (missing === undefined) return undefined;
    return { field: 'is' in condition ? 'is' : 'isOneOf', message: `${what} "${name}" has no option "${missing}"${didYouMean(missing, options) || `; its options: ${listed(options)}`}` };
  };
  if ('answer' in condition) {
    const question = known.questions.get(condition.answer);
    if (question === undefined) return { field: 'answer', message: noQuestion(condition.answer, [...known.questions.keys()]) };
    return optionProblem(condition.answer, question.options, 'question');
  }
  if ('choice' in condition) {
    const options = known.choices.get(condition.choice);
    if (options === undefined) {
      const names = [...known.choices.keys()];
      return { field: 'choice', message: `no order-options block is named "${condition.choice}"${didYouMean(condition.choice, names) || `; order options in this file: ${listed(names)}`}` };
    }
    return optionProblem(condition.choice, options, 'order options');
  }
  if ('flag' in condition) {
    if (known.flags.has(condition.flag)) return undefined;
    const flags = [...known.flags];
    return { field: 'flag', message: `nothing in this file switches on a flag "${condition.flag}"${didYouMean(condition.flag, flags) || `; flags in this file: ${listed(flags)}`}` };
  }
  const score = 'highest' in condition ? condition.highest : 'score' in condition ? condition.score : undefined;
  if (score === undefined || known.scores.has(score)) return undefined;
  const scores = [...known.scores];
  return {
    field: 'highest' in condition ? 'highest' : 'score',
    message: `no option's "points" adds to a score "${score}"${didYouMean(score, scores) || `; scores in this file: ${listed(scores)}`}`,
  };
}
