import type { FunnelDefinition } from '../../../schemas/funnel.ts';
import { normalizeTransition } from '../../engine/normalizeTransition.ts';
import { transitionBranches } from '../../engine/transitionBranches.ts';
import { checkBlockRefs } from './checkBlockRefs.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { didYouMean } from '../messages/closest.ts';

/** Events the engine itself sends; a step may not redefine them. */
const RESERVED_EVENTS = ['SELECT'];

/**
 * The rules zod cannot express: the funnel is a graph, and every edge, anchor
 * and delay must resolve, every step be reachable, and every step lead to an end.
 */
export function checkFunnelGraph(funnel: FunnelDefinition): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const stepIds = Object.keys(funnel.steps);
  const delayNames = Object.keys(funnel.delays);
  const edges = new Map<string, string[]>(stepIds.map((id) => [id, []]));
  /** Names the near one, or else every step, so the fix never needs a look elsewhere in the file. */
  const noStep = (id: string) => {
    const hint = didYouMean(id, stepIds);
    return `no step "${id}" in steps${hint === '' ? `; the steps are: ${stepIds.join(', ')}` : hint}`;
  };
  let unresolved = false;

  if (!Object.hasOwn(funnel.steps, funnel.landing)) {
    issues.push({ path: ['landing'], message: noStep(funnel.landing) });
  }
  if (!stepIds.some((id) => funnel.steps[id]?.final === true)) {
    issues.push({ path: ['steps'], message: 'no step is marked "final": true, so the funnel has no thank-you page' });
  }

  const pathOwners = new Map<string, string>();
  for (const [id, step] of Object.entries(funnel.steps)) {
    const at = ['steps', id];
    if (id === funnel.landing && step.path !== '') {
      issues.push({ path: [...at, 'path'], message: 'the landing step must have path "" (it lives at /funnels/<slug>)' });
    } else if (id !== funnel.landing && step.path === '') {
      issues.push({ path: [...at, 'path'], message: 'only the landing step may have path ""' });
    }
    const owner = pathOwners.get(step.path);
    if (owner !== undefined) {
      issues.push({ path: [...at, 'path'], message: `path "${step.path}" is already used by step "${owner}"` });
    }
    pathOwners.set(step.path, id);

    let delayed = 0;
    for (const [event, raw] of Object.entries(step.on)) {
      const transition = normalizeTransition(raw);
      const where = typeof raw === 'string' ? [...at, 'on', event] : [...at, 'on', event, 'target'];
      if (RESERVED_EVENTS.includes(event)) {
        issues.push({ path: [...at, 'on', event], message: `${event} is reserved for the engine (order options send it)` });
      }
      // A list of branches is an edge to each branch's step; checkBranches proves which are taken.
      const branchList = Array.isArray(raw);
      for (const [index, { target }] of transitionBranches(raw).entries()) {
        if (target === undefined) continue;
        if (Object.hasOwn(funnel.steps, target)) edges.get(id)?.push(target);
        else {
          unresolved = true;
          issues.push({ path: branchList ? [...at, 'on', event, index, 'target'] : where, message: noStep(target) });
        }
      }
      if (transition.delay !== undefined) {
        delayed += 1;
        if (!Object.hasOwn(funnel.delays, transition.delay)) {
          issues.push({
            path: [...at, 'on', event, 'delay'],
            message: `no delay "${transition.delay}" in delays${didYouMean(transition.delay, delayNames)}`,
          });
        }
        if (transition.target === undefined) {
          issues.push({ path: [...at, 'on', event], message: 'a delayed transition needs a target step' });
        }
      }
    }
    if (delayed > 1) {
      issues.push({ path: [...at, 'on'], message: 'at most one transition per step may have a delay' });
    }
    if (!step.final && !Object.values(step.on).some((t) => transitionBranches(t).some((branch) => branch.target !== undefined))) {
      issues.push({ path: [...at, 'on'], message: 'a step that is not final needs a transition to another step' });
    }

    for (const issue of checkBlockRefs(step.blocks, { handled: Object.keys(step.on) })) {
      issues.push({ path: [...at, ...issue.path], message: issue.message });
    }
  }

  // A variant's own transition is an edge too (an extra step only a variant leads to is reachable);
  // checkExperiments names a variant's unknown target, and checks each variant's graph on its own.
  for (const experiment of funnel.experiments) {
    for (const variant of experiment.variants) {
      for (const target of Object.values(variant.on)) {
        if (Object.hasOwn(funnel.steps, target)) edges.get(experiment.step)?.push(target);
      }
    }
  }

  // With a target missing the graph is incomplete, and "not reachable" would only echo that one typo.
  if (unresolved) return issues;
  if (Object.hasOwn(funnel.steps, funnel.landing)) {
    const reachable = reach([funnel.landing], (id) => edges.get(id) ?? []);
    for (const id of stepIds) {
      if (!reachable.has(id)) {
        issues.push({ path: ['steps', id], message: `not reachable from the landing step "${funnel.landing}"` });
      }
    }
  }
  const finals = stepIds.filter((id) => funnel.steps[id]?.final === true);
  if (finals.length > 0) {
    const reverse = new Map<string, string[]>(stepIds.map((id) => [id, []]));
    for (const [from, targets] of edges) for (const to of targets) reverse.get(to)?.push(from);
    const leadsToEnd = reach(finals, (id) => reverse.get(id) ?? []);
    for (const id of stepIds) {
      if (!leadsToEnd.has(id)) {
        issues.push({ path: ['steps', id], message: 'no path from this step to a final (thank-you) step' });
      }
    }
  }
  return issues;
}

function reach(start: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const to of next(id)) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}
