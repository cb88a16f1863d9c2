import type { Experiment } from '../../../schemas/experiment.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import { blockSchema } from '../../blocks/registry.ts';
import { createFunnelMachine } from '../../engine/createFunnelMachine.ts';
import { controlAssignment, experimentId, type Assignment } from '../../engine/experiments/experimentIds.ts';
import { applyVariants, changedBlock } from '../../engine/experiments/variantStep.ts';
import { normalizeTransition } from '../../engine/normalizeTransition.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { didYouMean } from '../messages/closest.ts';
import { zodIssues } from '../messages/zodIssues.ts';
import { checkBlockRefs } from './checkBlockRefs.ts';
import { reachUnder } from './reachUnder.ts';

type Path = readonly PropertyKey[];

/**
 * The rules of a funnel's experiments that zod cannot express: what they name
 * exists, their changes make valid blocks, no two edit the same block, and,
 * run on the funnel's machine for every variant, each variant can still reach
 * the goal and every step the funnel reaches without it. Run after the graph
 * check has passed, since the machine is built from a sound graph.
 */
export function checkExperiments(funnel: Funnel): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const stepIds = Object.keys(funnel.steps);
  const noStep = (id: string) => `no step "${id}" in steps${didYouMean(id, stepIds) || `; the steps are: ${stepIds.join(', ')}`}`;
  const plannedEvents = [...new Set(['page_view', ...funnel.tracking.events.map((rule) => rule.event)])].filter(
    (event) => event !== 'page_view' || funnel.tracking.pageViews,
  );
  const names = new Set<string>();
  const editedBy = new Map<string, string>();

  funnel.experiments.forEach((experiment, e) => {
    const at: Path = ['experiments', e];
    if (names.has(experiment.name)) issues.push({ path: [...at, 'name'], message: `experiment name "${experiment.name}" is used twice in this file` });
    names.add(experiment.name);
    const step = funnel.steps[experiment.step];
    if (step === undefined) {
      issues.push({ path: [...at, 'step'], message: noStep(experiment.step) });
      return;
    }
    const { goal } = experiment;
    if ('step' in goal && !Object.hasOwn(funnel.steps, goal.step)) issues.push({ path: [...at, 'goal', 'step'], message: noStep(goal.step) });
    if ('event' in goal && !plannedEvents.includes(goal.event)) {
      issues.push({
        path: [...at, 'goal', 'event'],
        message: `the tracking plan never fires "${goal.event}"; it fires ${plannedEvents.join(', ') || 'nothing'} (add it to "tracking", or pick one of these)`,
      });
    }
    if (step.path === '') {
      for (const [v, variant] of experiment.variants.entries()) {
        const owner = stepIds.find((id) => funnel.steps[id]?.path === variant.id);
        if (owner !== undefined && v > 0) {
          issues.push({ path: [...at, 'variants', v, 'id'], message: `the variant's address /funnels/${funnel.slug}/${variant.id} is step "${owner}"'s; pick another id` });
        }
      }
    }
    experiment.variants.forEach((variant, v) => {
      const variantAt: Path = [...at, 'variants', v];
      variant.changes.forEach((change, c) => {
        const changeAt: Path = [...variantAt, 'changes', c];
        const block = step.blocks[change.block];
        if (block === undefined) {
          const types = step.blocks.map((candidate) => candidate.type).join(', ');
          issues.push({
            path: [...changeAt, 'block'],
            message: `no block ${String(change.block)} on step "${experiment.step}": its ${String(step.blocks.length)} blocks are 0 to ${String(step.blocks.length - 1)} (${types})`,
          });
          return;
        }
        const key = `${experiment.step}#${String(change.block)}`;
        const owner = editedBy.get(key);
        if (owner !== undefined && owner !== experiment.name) {
          issues.push({
            path: [...changeAt, 'block'],
            message: `block ${String(change.block)} of step "${experiment.step}" (${block.type}) is already changed by experiment "${owner}"; two experiments may not edit the same block`,
          });
        }
        editedBy.set(key, experiment.name);
        if ('set' in change) {
          const merged = { ...block, ...change.set };
          const parsed = blockSchema.safeParse(merged);
          if (!parsed.success) {
            for (const issue of zodIssues(parsed.error, { input: merged, schema: blockSchema })) {
              const [field] = issue.path;
              const inSet = typeof field === 'string' && Object.hasOwn(change.set, field);
              issues.push({ path: inSet ? [...changeAt, 'set', ...issue.path] : [...changeAt, 'set'], message: issue.message });
            }
            return;
          }
        }
        if (soldBy(block) !== soldBy(changedBlock(block, change))) {
          issues.push({
            path: changeAt,
            message: `a variant may not change what the step sells (${block.type}: its names, options and prices, which the tracking plan reports); change how it is shown, or sell something else on a step of its own`,
          });
        }
      });
      for (const [event, target] of Object.entries(variant.on)) {
        if (!Object.hasOwn(funnel.steps, target)) issues.push({ path: [...variantAt, 'on', event], message: noStep(target) });
        const own = step.on[event];
        if (own !== undefined && normalizeTransition(own).delay !== undefined) {
          issues.push({ path: [...variantAt, 'on', event], message: `the step's "${event}" waits for a delay; a variant cannot lead it elsewhere` });
        }
      }
    });
  });
  if (issues.length > 0) return issues;

  // The blocks each variant shows must still fit its step: every event handled, every anchor there.
  funnel.experiments.forEach((experiment, e) => {
    const step = funnel.steps[experiment.step];
    if (step === undefined) return;
    experiment.variants.forEach((variant, v) => {
      const shown = applyVariants(step, [variant]);
      for (const issue of checkBlockRefs(shown.blocks, { handled: Object.keys(shown.on) })) {
        issues.push({ path: pathInVariant(['experiments', e, 'variants', v], variant, issue.path), message: `in this variant, ${issue.message}` });
      }
    });
  });
  if (issues.length > 0) return issues;
  return checkOnMachine(funnel);
}

/**
 * What a block sells, as the tracking plan reads it (names, options, prices),
 * in a form that ignores the order the options are shown in; undefined for a
 * block that sells nothing. The plan is compiled from the step as written, so
 * a variant that changed these would report another price than it showed.
 */
function soldBy(block: Funnel['steps'][string]['blocks'][number]): string | undefined {
  if (block.type === 'order-options') {
    const options = block.options.map((option) => [option.id, option.title, option.price]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    return JSON.stringify([block.type, block.name, block.currency, options]);
  }
  if (block.type === 'product') return JSON.stringify([block.type, block.name, block.price]);
  if (block.type === 'upsell') return JSON.stringify([block.type, block.heading, block.regularPrice, block.discountPercent]);
  return undefined;
}

/** Where a problem in a variant's step is written: in the change that made the block, or the variant itself. */
function pathInVariant(variantAt: Path, variant: Experiment['variants'][number], blockPath: Path): PropertyKey[] {
  const [, index, field, ...rest] = blockPath;
  const c = variant.changes.findLastIndex((change) => change.block === index);
  const change = variant.changes[c];
  if (change === undefined) return [...variantAt];
  if ('replace' in change) return [...variantAt, 'changes', c, 'replace', ...(field === undefined ? [] : [field, ...rest])];
  return typeof field === 'string' && Object.hasOwn(change.set, field) ? [...variantAt, 'changes', c, 'set', field, ...rest] : [...variantAt, 'changes', c];
}

/**
 * Runs the machine once per variant (the other experiments on their
 * controls): the goal must be reachable from the experiment's step, and every
 * step the controls reach must still be reached, and lead to a final step.
 */
function checkOnMachine(funnel: Funnel): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const machine = createFunnelMachine(funnel);
  const controls = controlAssignment(funnel);
  const underControls = reachUnder(funnel, machine, funnel.landing, controls);
  funnel.experiments.forEach((experiment, e) => {
    const id = experimentId(funnel, experiment);
    experiment.variants.forEach((variant, v) => {
      const at: Path = ['experiments', e, 'variants', v];
      const assignment: Assignment = { ...controls, [id]: variant.id };
      const fromLanding = reachUnder(funnel, machine, funnel.landing, assignment);
      for (const stepId of underControls.steps) {
        if (!fromLanding.steps.has(stepId)) {
          issues.push({ path: at, message: `with variant "${variant.id}", step "${stepId}" can no longer be reached from the landing step` });
        }
      }
      for (const stepId of fromLanding.steps) {
        if (!funnel.steps[stepId]?.final && !reachUnder(funnel, machine, stepId, assignment).finalReached) {
          issues.push({ path: at, message: `with variant "${variant.id}", step "${stepId}" has no way to a final (thank-you) step` });
        }
      }
      const fromStep = reachUnder(funnel, machine, experiment.step, assignment);
      const { goal } = experiment;
      if ('step' in goal && !fromStep.steps.has(goal.step)) {
        issues.push({ path: ['experiments', e, 'goal'], message: `variant "${variant.id}" never reaches step "${goal.step}" from step "${experiment.step}"` });
      }
      if ('event' in goal && !fromStep.events.has(goal.event)) {
        issues.push({ path: ['experiments', e, 'goal'], message: `variant "${variant.id}" never fires "${goal.event}" after step "${experiment.step}"` });
      }
    });
  });
  return issues;
}
