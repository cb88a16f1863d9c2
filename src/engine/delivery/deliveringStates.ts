import { assign } from 'xstate';
import type { FunnelContext, FunnelEvent } from '../funnelSetup.ts';
import { TAG_SUBMITTING } from '../stepTags.ts';
import { asFailure, type DeliveryRequest } from './deliveryTypes.ts';

/** The tag of a delivering step's state after a failed try: the form says why and offers another. */
export const TAG_FAILED = 'failed';

/** The name the machine invokes its sender by (machine.provide can put another in its place). */
export const DELIVER_ACTOR = 'deliver';

/** One action of the step's transition, as the machine factory writes them. */
interface Action {
  type: string;
  params?: unknown;
}

export interface DeliveringStep {
  /** `#<machine>.<step>`: the step's own id, which failed and a stay are reached by. */
  stepRef: string;
  event: string;
  /** The named delay *Submitting...* lasts at least, if the transition has one. */
  delay: string | undefined;
  /** Where the step leads once the submission is kept; undefined to stay (a newsletter's thanks). */
  targetRef: string | undefined;
  /** Run once it is kept: a flag to switch on, the tracking plan's events. */
  actions: Action[];
  /** Where and what to send, less the values the event carries. */
  request: Omit<DeliveryRequest, 'values'>;
}

/**
 * A step whose form delivers: `editing` → (its event) → `submitting`, which
 * runs two things side by side, the sender (an invoked promise actor) and
 * the file's delay, and leads on when both are done, so *Submitting...*
 * lasts until the answer and at least the delay. A failure goes to `failed`,
 * which keeps the step (and so every typed value) and takes the event again
 * for another try. Nothing typed is kept in the context: the values ride on
 * the event into the sender's input and go no further.
 */
export function deliveringStates({ stepRef, event, delay, targetRef, actions, request }: DeliveringStep) {
  const sending = {
    initial: 'waiting',
    states: {
      waiting: {
        invoke: {
          id: DELIVER_ACTOR,
          src: DELIVER_ACTOR,
          input: ({ event: submitted }: { event: FunnelEvent }): DeliveryRequest => ({ ...request, values: submitted.values ?? {} }),
          onDone: { target: 'sent' },
          onError: {
            target: `${stepRef}.failed`,
            actions: assign({ failure: ({ event: failed }: { event: { error: unknown } }) => asFailure(failed.error) }),
          },
        },
      },
      sent: { type: 'final' as const },
    },
  };
  // The file's delay, in a region of its own: the step leads on when both regions are done.
  const pausing = (name: string) => ({
    initial: 'waiting',
    states: { waiting: { after: { [name]: { target: 'over' } } }, over: { type: 'final' as const } },
  });
  return {
    initial: 'editing',
    states: {
      editing: { on: { [event]: { target: 'submitting' } } },
      submitting: {
        type: 'parallel' as const,
        tags: [TAG_SUBMITTING],
        states: delay === undefined ? { sending } : { sending, pausing: pausing(delay) },
        onDone: { target: targetRef ?? `${stepRef}.editing`, actions },
      },
      failed: { tags: [TAG_FAILED], on: { [event]: { target: 'submitting' } } },
    },
  };
}

/** The failure a step in `failed` shows, if any. */
export const failureOf = (context: FunnelContext) => context.failure;
