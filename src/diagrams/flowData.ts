import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import { describeCondition } from '../engine/conditions/describeCondition.ts';
import { shortCondition } from '../engine/conditions/shortCondition.ts';
import { machineGraph, type MachineEdge, type MachineGraph } from '../engine/machineGraph.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { DELIVER_ACTOR } from '../engine/delivery/deliveringStates.ts';
import { normalizeTransition } from '../engine/normalizeTransition.ts';
import { variantPath } from '../engine/experiments/variantAddresses.ts';
import type { FlowData, FlowExperiment, FlowStep, FlowWait } from '../flow-view/flowData.ts';
import { layoutMachine } from './layoutMachine.ts';

const stepOf = (id: string) => id.split('.')[0] ?? id;

/** What a form shows while its step waits: its `submittingLabel` (the schema's default when the file gives none). */
function waitingLabel(funnel: Funnel, stepId: string, event: string): string {
  for (const block of funnel.steps[stepId]?.blocks ?? []) {
    if (block.type === 'form' && block.event === event) return block.submittingLabel ?? 'Submitting...';
  }
  return 'Submitting...';
}

/** The XState events a delivering step's wait runs on, in words: the machinery of the wait, not a visitor's action. */
const WAIT_WORDS: Readonly<Record<string, string>> = {
  [`xstate.done.actor.${DELIVER_ACTOR}`]: 'kept',
  [`xstate.error.actor.${DELIVER_ACTOR}`]: 'not kept',
};
const isWaitMachinery = (event: string) => event.startsWith('xstate.done.') || event.startsWith('xstate.error.');

/** A delivering form's wait: its event, what its button reads meanwhile, its delay, and where it leads once kept. */
function deliveringWaits(funnel: Funnel): FlowWait[] {
  return deliveringForms(funnel).map(({ stepId, block, event }) => {
    const raw = funnel.steps[stepId]?.on[event];
    const { delay, target } = raw === undefined ? {} : normalizeTransition(raw);
    const shows = block.submittingLabel ?? (block.type === 'form' ? 'Submitting...' : 'Sending...');
    return { step: stepId, event, shows, ms: delay === undefined ? undefined : funnel.delays[delay], delay, to: target };
  });
}

function waitsOf(funnel: Funnel, graph: MachineGraph): FlowWait[] {
  const plain = graph.edges
    // A delivering form's delay runs inside its step, beside the sender (deliveringWaits says that wait).
    .filter((edge) => edge.kind === 'delayed' && (edge.target === undefined || stepOf(edge.target) !== stepOf(edge.source)))
    .map((edge) => {
      // The visitor's event is the one that entered the waiting state.
      const entry = graph.edges.find((candidate) => candidate.target === edge.source && candidate.kind === 'event');
      const step = stepOf(edge.source);
      const event = entry?.event ?? edge.event;
      return {
        step,
        event,
        shows: waitingLabel(funnel, step, event),
        ms: edge.delay?.ms,
        delay: edge.delay?.name,
        to: edge.target === undefined ? undefined : stepOf(edge.target),
      };
    });
  return [...plain, ...deliveringWaits(funnel)];
}

function stepsOf(funnel: Funnel, graph: MachineGraph, waits: readonly FlowWait[]): FlowStep[] {
  return graph.nodes
    .filter((node) => node.parent === undefined)
    .map((node) => {
      const ways = graph.edges
        .filter((edge) => edge.kind === 'event' && stepOf(edge.source) === node.id && !isWaitMachinery(edge.event))
        .flatMap((edge) => {
          const to = edge.target === undefined ? undefined : stepOf(edge.target);
          // machineGraph names a variant's guard `variant b`.
          const variant = edge.guard?.startsWith('variant ') === true ? edge.guard.slice('variant '.length) : undefined;
          // On a list of branches, each way says when it is taken, in the words its guard has on the diagram.
          const branches = Array.isArray(funnel.steps[node.id]?.on[edge.event]);
          const when = branches && variant === undefined ? edge.guard : undefined;
          if (to !== node.id) return [{ event: edge.event, to, waitMs: undefined, ...(variant === undefined ? {} : { variant }), ...(when === undefined ? {} : { when }) }];
          // Into the step's own waiting state: the way out is the wait's.
          const wait = waits.find((candidate) => candidate.step === node.id && candidate.event === edge.event);
          return wait === undefined ? [] : [{ event: edge.event, to: wait.to, waitMs: wait.ms }];
        })
        // A delivering step takes its event again after a failed try: the same way, once.
        .filter((way, index, all) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(way)) === index);
      return { id: node.id, url: stepUrl(funnel, node.id), final: node.final, ways };
    });
}

/** The split tests, as the machine's steps carry them, with each variant's own page. */
function experimentsOf(funnel: Funnel, graph: MachineGraph): FlowExperiment[] {
  return graph.nodes.flatMap((node) =>
    node.experiments.map((experiment) => ({
      id: experiment.id,
      step: node.id,
      goal: experiment.goal,
      variants: experiment.variants.map((variant) => ({
        id: variant.id,
        weight: variant.weight,
        url: variantPath(funnel, node.id, { [experiment.id]: variant.id }),
        leadsTo: Object.entries(variant.leadsTo).map(([event, to]) => ({ event, to })),
      })),
    })),
  );
}

/** A label's head: `CHECKOUT` of `CHECKOUT [variant b] / track(begin_checkout)`, `after 600 ms (submit)` of a wait's. */
const headOf = (label: string) => label.split(/ \[| \/ /)[0] ?? label;

/**
 * The words on a transition's arrow, short enough to read at a legible size:
 * the event (or the wait) without the machine's actions, a variant's way
 * with its variant, and on a list of branches the branch's condition made
 * short (`cold brew`), found by the full words machineGraph gives its guard,
 * with those words kept to show on hover and focus. The machine's whole
 * label stays on the edge.
 */
function arrowWords(funnel: Funnel, edge: MachineEdge): { text: string; full?: string } {
  // A delivering form's wait: the sender's answer, and both it and the delay done.
  if (isWaitMachinery(edge.event)) return { text: WAIT_WORDS[edge.event] ?? 'kept, delay over', full: edge.event };
  const head = headOf(edge.label);
  if (edge.guard?.startsWith('variant ') === true) return { text: `${head} (${edge.guard})` };
  const branches = funnel.steps[stepOf(edge.source)]?.on[edge.event];
  if (!Array.isArray(branches) || edge.guard === undefined) return { text: head };
  for (const branch of branches) {
    if (branch.if !== undefined && describeCondition(branch.if) === edge.guard) return { text: shortCondition(branch.if), full: `${edge.event} when ${edge.guard}` };
  }
  return { text: edge.guard, full: `${edge.event}, ${edge.guard}` };
}

/** The view's data for one funnel, from the machine the site runs. Build time only: it runs dagre. */
export function flowData(funnel: Funnel): FlowData {
  const graph = machineGraph(createFunnelMachine(funnel));
  const subtitle = (node: { parent: string | undefined; id: string }) => (node.parent === undefined ? stepUrl(funnel, node.id) : undefined);
  const waits = waitsOf(funnel, graph);
  const words = (edge: MachineEdge) => arrowWords(funnel, edge);
  return {
    slug: funnel.slug,
    initial: graph.initial,
    wide: layoutMachine(graph, { direction: 'LR', subtitle, words }),
    narrow: layoutMachine(graph, { direction: 'TB', subtitle, words }),
    steps: stepsOf(funnel, graph, waits),
    waits,
    experiments: experimentsOf(funnel, graph),
    forecast: funnel.forecast ?? null,
  };
}
