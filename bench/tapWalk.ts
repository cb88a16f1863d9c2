import { transition, type SnapshotFrom } from 'xstate';
import type { Funnel } from '../schemas/funnel.ts';
import { answerPath } from '../src/engine/conditions/answerPaths.ts';
import { createFunnelMachine, initialContext, type FunnelMachine } from '../src/engine/createFunnelMachine.ts';
import { currentStep } from '../src/engine/currentStep.ts';
import { eventTargetStep } from '../src/engine/eventTargetStep.ts';
import type { FunnelEvent } from '../src/engine/funnelSetup.ts';
import { normalizeTransition } from '../src/engine/normalizeTransition.ts';

type Snapshot = SnapshotFrom<FunnelMachine>;

/** One tap of the walk: the event it sends on a step and where the machine takes the visitor. */
export interface Tap {
  readonly from: string;
  readonly to: string;
  /** A question's event carries the answer given (`name`: the question, `value`: the option). */
  readonly event: FunnelEvent;
  /** The funnel's own wait (Submitting...) between the tap and the step, in ms; 0 for none. */
  readonly delayMs: number;
  /** Where the address bar goes: the step's answer page when its page depends on the answers given so far. */
  readonly address: string;
}

/**
 * The events a visitor can send on a step, in the order its `on` lists them; a question's event with the
 * question's first option as the answer, so that a walk is the same every time.
 */
function eventsOn(funnel: Funnel, stepId: string): FunnelEvent[] {
  const step = funnel.steps[stepId];
  if (step === undefined) return [];
  return Object.keys(step.on).map((type) => {
    const question = step.blocks.find((block) => block.type === 'question' && block.event === type);
    const first = question?.type === 'question' ? question.options[0] : undefined;
    return question?.type === 'question' && first !== undefined ? { type, name: question.name, value: first.id } : { type };
  });
}

/** Where `event` takes the visit, asked of the machine; undefined for an event that leaves the visitor on the step. */
function follow(funnel: Funnel, machine: FunnelMachine, snapshot: Snapshot, event: FunnelEvent): { snapshot: Snapshot; delayMs: number } | undefined {
  const from = currentStep(snapshot);
  const [next] = transition(machine, snapshot, event);
  if (currentStep(next) !== from) return { snapshot: next, delayMs: 0 };
  // A step that waits (Submitting..., a form that delivers) is still on screen after the event: its timer or
  // its answer leads on, which the machine's graph knows and a pure transition cannot run.
  const target = eventTargetStep(machine, from, event.type);
  if (target === undefined) return undefined;
  const raw = funnel.steps[from]?.on[event.type];
  const delay = raw === undefined ? undefined : normalizeTransition(raw).delay;
  return {
    snapshot: machine.resolveState({ value: target, context: next.context }),
    delayMs: delay === undefined ? 0 : (funnel.delays[delay] ?? 0),
  };
}

/**
 * The walk the tap bench takes through a funnel, read from its machine: from the landing step, on each step the
 * first event its `on` lists that leads to a step not yet shown (a question answered with its first option,
 * its list of branches decided by the machine's own conditions), until a step leads nowhere new.
 */
export function tapWalk(funnel: Funnel): Tap[] {
  const machine = createFunnelMachine(funnel);
  let snapshot = machine.resolveState({ value: funnel.landing, context: initialContext(funnel) });
  const shown = new Set([funnel.landing]);
  const taps: Tap[] = [];
  for (;;) {
    const from = currentStep(snapshot);
    const moves = eventsOn(funnel, from).map((event) => ({ event, move: follow(funnel, machine, snapshot, event) }));
    const chosen = moves.find(({ move }) => move !== undefined && !shown.has(currentStep(move.snapshot)));
    if (chosen?.move === undefined) return taps;
    const to = currentStep(chosen.move.snapshot);
    taps.push({ from, to, event: chosen.event, delayMs: chosen.move.delayMs, address: answerPath(funnel, to, chosen.move.snapshot.context.answers) });
    shown.add(to);
    snapshot = chosen.move.snapshot;
  }
}
