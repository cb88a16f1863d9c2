/**
 * The funnels as the browser tests see them: read from funnels/*.json in Node,
 * validated by the build's own loader, each turned into its XState machine, and
 * the machine's paths computed with xstate/graph. Tests are generated from this,
 * so a new funnel or step is covered without editing a spec.
 */
import path from 'node:path';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { Funnel, FunnelStep } from '../../../schemas/funnel.ts';
import { loadProjectData } from '../../../src/config/load/projectData.ts';
import { createFunnelMachine, type FunnelMachine } from '../../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../../src/engine/currentStep.ts';
import { funnelStateKey } from '../../../src/engine/funnelStateKey.ts';
import type { FunnelEvent } from '../../../src/engine/funnelSetup.ts';
import { stepUrl } from '../../../src/engine/stepUrl.ts';
import { TAG_FINAL, TAG_SUBMITTING } from '../../../src/engine/stepTags.ts';
import { transition } from 'xstate';

export { stepUrl };
export type { Funnel, FunnelStep };

type FunnelSnapshot = SnapshotFrom<FunnelMachine>;
type FunnelStateNode = FunnelMachine['root'];

const ROOT = path.resolve(import.meta.dirname, '../../..');

let shipped: readonly Funnel[] | undefined;

/**
 * Every funnel the portfolio ships, validated once a process (every check of every file, machines walked: seconds
 * of a Playwright worker's CPU, which each spec and route list asked for again): read as the build reads them, so
 * a funnel a client's site claims (sites/*.json) is left out, as the portfolio's build leaves it out. A config
 * error fails the whole run, naming the file and field.
 */
export function shippedFunnels(): Funnel[] {
  if (shipped === undefined) {
    const { funnels, errors } = loadProjectData(ROOT);
    if (errors.length > 0) throw new Error(`funnels/, content/ or sites/ does not validate:\n${errors.join('\n')}`);
    if (funnels.length === 0) throw new Error('funnels/ holds no funnels of the portfolio');
    shipped = funnels;
  }
  return [...shipped];
}

export function stepOf(funnel: Funnel, stepId: string): FunnelStep {
  const step = funnel.steps[stepId];
  if (step === undefined) throw new Error(`${funnel.slug} has no step "${stepId}"`);
  return step;
}

/** What the page of a step should show after an event: which step, and the machine state its blocks render. */
export interface StepState {
  stepId: string;
  /** The step is waiting out a delay (its form shows the submitting label). */
  submitting: boolean;
  final: boolean;
  selections: Record<string, string>;
  flags: Record<string, boolean>;
}

/** One move along a path: the event the machine takes, and how a visitor (or time) causes it. */
export interface PathStep {
  event: FunnelEvent;
  /** Set when the event is a delayed transition firing: nobody acts, time passes. */
  delayMs?: number;
  /** How the step is named in a test title. */
  label: string;
  to: StepState;
}

export interface FunnelPath {
  funnel: Funnel;
  /** e.g. `skincare: ORDER → SELECT two → CHECKOUT` */
  name: string;
  start: StepState;
  steps: PathStep[];
  /** The path waits on a delay, so a walk controls the page clock. */
  usesDelay: boolean;
}

/** A delayed transition found in the machine: the event XState sends itself when the delay has passed. */
interface DelayedEvent {
  stepId: string;
  type: string;
  delayName: string;
  delayMs: number;
}

function delayedEvents(funnel: Funnel, machine: FunnelMachine): DelayedEvent[] {
  const found: DelayedEvent[] = [];
  const visit = (node: FunnelStateNode) => {
    for (const transition of node.after) {
      const { delay } = transition;
      const delayName = String(delay);
      const delayMs = typeof delay === 'number' ? delay : funnel.delays[delayName];
      const stepId = node.path[0];
      if (delayMs === undefined || stepId === undefined) {
        throw new Error(`${funnel.slug}: delayed transition ${transition.eventType} has no known delay or step`);
      }
      found.push({ stepId, type: transition.eventType, delayName, delayMs });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

function toStepState(snapshot: FunnelSnapshot): StepState {
  return {
    stepId: currentStep(snapshot),
    submitting: snapshot.hasTag(TAG_SUBMITTING),
    final: snapshot.hasTag(TAG_FINAL),
    selections: { ...snapshot.context.selections },
    flags: { ...snapshot.context.flags },
  };
}

/**
 * The events a visitor (or the clock) can cause on the step a snapshot is on,
 * from the step's config: its `on` events, a SELECT per order option on the
 * page, and the step's delayed events. ROUTE.* events are left out: they model
 * the address bar, which navigation.spec.ts covers.
 */
function eventsOn(funnel: Funnel, machine: FunnelMachine, delayed: readonly DelayedEvent[], snapshot: FunnelSnapshot): FunnelEvent[] {
  const stepId = currentStep(snapshot);
  const step = stepOf(funnel, stepId);
  const events: FunnelEvent[] = Object.keys(step.on).flatMap((type) => {
    const question = step.blocks.find((block) => block.type === 'question' && block.event === type);
    if (question?.type !== 'question') return [{ type }];
    // A question's event goes with an answer: one per step it can lead to, so the walks stay few (quiz.spec takes every answer).
    const byStep = new Map<string, FunnelEvent>();
    for (const option of question.options) {
      const event = { type, name: question.name, value: option.id };
      const next = currentStep(transition(machine, snapshot, event)[0]);
      if (!byStep.has(next)) byStep.set(next, event);
    }
    return [...byStep.values()];
  });
  for (const block of step.blocks) {
    if (block.type !== 'order-options') continue;
    for (const option of block.options) events.push({ type: 'SELECT', name: block.name, value: option.id });
  }
  for (const event of delayed) if (event.stepId === stepId) events.push({ type: event.type });
  return events;
}

function describeEvent(event: FunnelEvent, delayed: DelayedEvent | undefined): string {
  if (delayed !== undefined) return `after ${delayed.delayName} (${delayed.delayMs} ms)`;
  if (event.type === 'SELECT') return `SELECT ${event.value ?? '?'}`;
  if (event.name !== undefined) return `${event.type} ${event.name} ${event.value ?? '?'}`;
  return event.type;
}

function toFunnelPath(funnel: Funnel, delayed: readonly DelayedEvent[], statePath: StatePath<FunnelSnapshot, FunnelEvent>): FunnelPath {
  const [init, ...rest] = statePath.steps;
  if (init === undefined) throw new Error(`${funnel.slug}: a path with no steps`);
  const steps = rest.map((step): PathStep => {
    const delay = delayed.find((event) => event.type === step.event.type);
    return {
      event: step.event,
      ...(delay === undefined ? {} : { delayMs: delay.delayMs }),
      label: describeEvent(step.event, delay),
      to: toStepState(step.state),
    };
  });
  return {
    funnel,
    name: `${funnel.slug}: ${steps.map((step) => step.label).join(' → ')}`,
    start: toStepState(init.state),
    steps,
    usesDelay: steps.some((step) => step.delayMs !== undefined),
  };
}

function machinePaths(funnel: Funnel, generate: typeof getSimplePaths): FunnelPath[] {
  const machine = createFunnelMachine(funnel);
  const delayed = delayedEvents(funnel, machine);
  // The XState 5 naming of delayed events, checked here so a change in it is noticed rather than silently unwalked.
  for (const event of delayed) {
    const expected = `xstate.after.${event.delayName}.${funnel.slug}.${event.stepId}.submitting`;
    if (event.type !== expected) throw new Error(`Unexpected delayed event ${event.type}, expected ${expected}`);
  }
  return generate(machine, { events: (snapshot) => eventsOn(funnel, machine, delayed, snapshot), serializeState: funnelStateKey })
    .filter((statePath) => statePath.state.hasTag(TAG_FINAL))
    .map((statePath) => toFunnelPath(funnel, delayed, statePath));
}

/** Every simple path (no state visited twice) from the landing step to a step tagged final. */
export function finalPaths(funnel: Funnel): FunnelPath[] {
  const paths = machinePaths(funnel, getSimplePaths);
  if (paths.length === 0) throw new Error(`${funnel.slug}: no path reaches a final step`);
  return paths;
}

/** The shortest way through a funnel to a final step (fewest events, first found). */
export function shortestFinalPath(funnel: Funnel): FunnelPath {
  const [shortest] = machinePaths(funnel, getShortestPaths).sort((a, b) => a.steps.length - b.steps.length);
  if (shortest === undefined) throw new Error(`${funnel.slug}: no path reaches a final step`);
  return shortest;
}
