import type { StepForecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import { createFunnelMachine } from '../../engine/createFunnelMachine.ts';
import { stepForms } from '../../engine/experiments/variantStep.ts';
import { stepWays, type StepWay } from '../../engine/forecast/stepWays.ts';
import { machineGraph } from '../../engine/machineGraph.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { didYouMean } from '../messages/closest.ts';

type Path = readonly PropertyKey[];

/** Shares are added up in thousandths, so 0.1 + 0.2 + 0.7 is 1 and not just over. */
const total = (shares: readonly number[]) => Math.round(shares.reduce((sum, share) => sum + share * 1000, 0)) / 1000;
const listed = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '));

/** Every step a visit on any variant can reach from the landing step, by the machine's own ways. */
function reachable(ways: Map<string, StepWay[]>, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    for (const way of ways.get(step) ?? []) {
      if (way.to !== undefined && !seen.has(way.to)) {
        seen.add(way.to);
        queue.push(way.to);
      }
    }
  }
  return seen;
}

/**
 * The forecast's rules zod cannot check alone, read against the funnel's
 * machine: every step, event, option and bump it gives a figure for exists
 * there; the shares of the events leading on from a step, and of a block's
 * options, add up to at most 1; every step a visitor can reach with a way on
 * has a figure for each of its events and bumps, and for each answer to a
 * question it asks (together 1); a variant's own figures name
 * an experiment and a variant of this file. Run after the graph check.
 */
export function checkForecast(funnel: Funnel): ConfigIssue[] {
  const { forecast } = funnel;
  if (forecast === undefined) return [];
  const issues: ConfigIssue[] = [];
  const graph = machineGraph(createFunnelMachine(funnel));
  const ways = stepWays(graph);
  const stepIds = [...ways.keys()];
  const blocksOn = (step: string) => stepForms(funnel, step).flatMap((form) => form.blocks);

  const checkStep = (step: string, figures: StepForecast, at: Path) => {
    const handled = [...new Set((ways.get(step) ?? []).map((way) => way.event))];
    for (const event of Object.keys(figures.events)) {
      if (!handled.includes(event)) {
        issues.push({ path: [...at, 'events', event], message: `step "${step}" has no transition for "${event}"${didYouMean(event, handled)}; it handles ${listed(handled)}` });
      }
    }
    const leading = (ways.get(step) ?? []).filter((way) => way.to !== undefined).map((way) => way.event);
    const onward = Object.entries(figures.events).filter(([event]) => leading.includes(event));
    const sum = total(onward.map(([, figure]) => figure.share));
    if (sum > 1) {
      issues.push({
        path: [...at, 'events'],
        message: `the events that lead on add up to ${String(sum)} (${onward.map(([event, figure]) => `${event} ${String(figure.share)}`).join(' + ')}): over 1, since every visitor takes one of them or leaves`,
      });
    }
    const blocks = blocksOn(step);
    const choices = blocks.flatMap((block) => (block.type === 'order-options' ? [block] : []));
    for (const [name, options] of Object.entries(figures.options ?? {})) {
      const block = choices.find((candidate) => candidate.name === name);
      if (block === undefined) {
        const names = choices.map((candidate) => candidate.name);
        issues.push({ path: [...at, 'options', name], message: `no order-options block named "${name}" on step "${step}"${didYouMean(name, names)}; it shows ${listed(names)}` });
        continue;
      }
      const ids = block.options.map((option) => option.id);
      for (const id of Object.keys(options)) {
        if (!ids.includes(id)) issues.push({ path: [...at, 'options', name, id], message: `no option "${id}" in "${name}"${didYouMean(id, ids)}; its options are ${ids.join(', ')}` });
      }
      const shares = total(Object.values(options).map((figure) => figure.share));
      if (shares > 1) {
        issues.push({ path: [...at, 'options', name], message: `the options' shares add up to ${String(shares)}: over 1, since each visitor takes one option` });
      }
    }
    const questions = blocks.flatMap((block) => (block.type === 'question' ? [block] : []));
    for (const [name, answers] of Object.entries(figures.answers ?? {})) {
      const block = questions.find((candidate) => candidate.name === name);
      if (block === undefined) {
        const names = questions.map((candidate) => candidate.name);
        issues.push({ path: [...at, 'answers', name], message: `no question block named "${name}" on step "${step}"${didYouMean(name, names)}; it asks ${listed(names)}` });
        continue;
      }
      const ids = block.options.map((option) => option.id);
      for (const id of Object.keys(answers)) {
        if (!ids.includes(id)) issues.push({ path: [...at, 'answers', name, id], message: `no option "${id}" in the question "${name}"${didYouMean(id, ids)}; its options are ${ids.join(', ')}` });
      }
      const shares = total(Object.values(answers).map((figure) => figure.share));
      if (shares > 1) {
        issues.push({
          path: [...at, 'answers', name],
          message: `the answers' shares add up to ${String(shares)} (${Object.entries(answers).map(([id, figure]) => `${id} ${String(figure.share)}`).join(' + ')}): over 1, since each visitor who answers picks one option`,
        });
      }
    }
    const bumps = blocks.flatMap((block) => (block.type === 'order-bump' ? [block.name] : []));
    for (const name of Object.keys(figures.bumps ?? {})) {
      if (!bumps.includes(name)) issues.push({ path: [...at, 'bumps', name], message: `no order-bump block named "${name}" on step "${step}"${didYouMean(name, bumps)}; it shows ${listed(bumps)}` });
    }
  };

  for (const [step, figures] of Object.entries(forecast.steps)) {
    if (!ways.has(step)) {
      issues.push({ path: ['forecast', 'steps', step], message: `no step "${step}" in steps${didYouMean(step, stepIds) || `; the steps are: ${stepIds.join(', ')}`}` });
      continue;
    }
    checkStep(step, figures, ['forecast', 'steps', step]);
  }

  for (const step of reachable(ways, graph.initial)) {
    const handled = [...new Set((ways.get(step) ?? []).map((way) => way.event))];
    const bumps = blocksOn(step).flatMap((block) => (block.type === 'order-bump' ? [block.name] : []));
    if (handled.length === 0 && bumps.length === 0) continue;
    const figures = forecast.steps[step];
    if (figures === undefined) {
      issues.push({ path: ['forecast', 'steps'], message: `missing: step "${step}" can be reached and has ways on (${listed(handled)}), so it needs its figures` });
      continue;
    }
    for (const event of handled.filter((candidate) => !Object.hasOwn(figures.events, candidate))) {
      issues.push({ path: ['forecast', 'steps', step, 'events'], message: `missing: a figure for "${event}", which step "${step}" handles` });
    }
    for (const bump of bumps.filter((candidate) => !Object.hasOwn(figures.bumps ?? {}, candidate))) {
      issues.push({ path: ['forecast', 'steps', step, 'bumps'], message: `missing: a figure for the order bump "${bump}" on step "${step}"` });
    }
    // A question's event moves a visitor on only with an answer, and which answer picks the branch: each option needs its share.
    for (const question of blocksOn(step).flatMap((block) => (block.type === 'question' && handled.includes(block.event) ? [block] : []))) {
      const answers = figures.answers?.[question.name];
      const ids = question.options.map((option) => option.id);
      if (answers === undefined) {
        issues.push({ path: ['forecast', 'steps', step, 'answers'], message: `missing: the answers' shares for the question "${question.name}" on step "${step}" (${ids.join(', ')})` });
        continue;
      }
      const without = ids.filter((id) => !Object.hasOwn(answers, id));
      if (without.length > 0) {
        issues.push({ path: ['forecast', 'steps', step, 'answers', question.name], message: `missing: a share for ${without.map((id) => `"${id}"`).join(', ')}, an option of the question "${question.name}"` });
      } else {
        const shares = total(Object.values(answers).map((figure) => figure.share));
        if (shares < 1) {
          issues.push({
            path: ['forecast', 'steps', step, 'answers', question.name],
            message: `the answers' shares add up to ${String(shares)}: under 1, since each visitor who answers picks one of its options`,
          });
        }
      }
    }
  }

  for (const [name, variants] of Object.entries(forecast.experiments ?? {})) {
    const experiment = funnel.experiments.find((candidate) => candidate.name === name);
    const names = funnel.experiments.map((candidate) => candidate.name);
    if (experiment === undefined) {
      issues.push({ path: ['forecast', 'experiments', name], message: `no experiment named "${name}"${didYouMean(name, names)}; the experiments are: ${listed(names)}` });
      continue;
    }
    const ids = experiment.variants.map((variant) => variant.id);
    for (const [id, own] of Object.entries(variants)) {
      const at: Path = ['forecast', 'experiments', name, id];
      if (!ids.includes(id)) {
        issues.push({ path: at, message: `experiment "${name}" has no variant "${id}"${didYouMean(id, ids)}; its variants are ${ids.join(', ')}` });
        continue;
      }
      for (const [step, figures] of Object.entries(own.steps)) {
        if (!ways.has(step)) issues.push({ path: [...at, 'steps', step], message: `no step "${step}" in steps${didYouMean(step, stepIds)}` });
        else checkStep(step, figures, [...at, 'steps', step]);
      }
    }
  }
  return issues;
}
