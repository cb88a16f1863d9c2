import type { AnyStateMachine } from 'xstate';
import { machineGraph, type MachineGraph } from './machineGraph.ts';

const graphs = new WeakMap<AnyStateMachine, MachineGraph>();

/** A machine's graph, read once per machine: the links of every page and the preloading ask it on each step. */
export function graphOf(machine: AnyStateMachine): MachineGraph {
  let graph = graphs.get(machine);
  if (graph === undefined) {
    graph = machineGraph(machine);
    graphs.set(machine, graph);
  }
  return graph;
}

/** The step a state belongs to: the top-level state of a node id (`order.submitting` → `order`). */
export const stepOf = (nodeId: string): string => nodeId.split('.')[0] ?? nodeId;

/** Whether a node id is the step itself or one of its substates. */
export const isInStep = (nodeId: string, step: string): boolean => nodeId === step || nodeId.startsWith(`${step}.`);
