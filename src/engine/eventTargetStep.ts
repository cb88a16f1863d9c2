import type { AnyStateMachine } from 'xstate';
import { machineGraph, type MachineGraph } from './machineGraph.ts';

const graphs = new WeakMap<AnyStateMachine, MachineGraph>();

function graphOf(machine: AnyStateMachine): MachineGraph {
  let graph = graphs.get(machine);
  if (graph === undefined) {
    graph = machineGraph(machine);
    graphs.set(machine, graph);
  }
  return graph;
}

const stepOf = (nodeId: string) => nodeId.split('.')[0] ?? nodeId;

/**
 * The step the machine ends on when `event` is sent on `step` and nothing
 * else happens: through a delayed state (*Submitting...*) to where its timer
 * leads. Read from the machine itself, so the links and form actions of the
 * prerendered page go exactly where the running machine would. Undefined for
 * an event that does not leave the step (a flag, a selection).
 */
export function eventTargetStep(machine: AnyStateMachine, step: string, event: string): string | undefined {
  const { edges } = graphOf(machine);
  const inStep = (source: string) => source === step || source.startsWith(`${step}.`);
  let target = edges.find((edge) => edge.kind === 'event' && edge.event === event && inStep(edge.source))?.target;
  // A delayed transition first enters a substate of the same step, then its timer leaves it.
  for (let hops = 0; target !== undefined && stepOf(target) === step && hops < 10; hops += 1) {
    const from: string = target;
    target = edges.find((edge) => edge.kind === 'delayed' && edge.source === from)?.target;
  }
  return target === undefined || stepOf(target) === step ? undefined : stepOf(target);
}
