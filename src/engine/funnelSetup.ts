import { assign, setup } from 'xstate';
import type { Assignment } from './experiments/experimentIds.ts';
import { experimentParams } from './experiments/experimentParams.ts';
import { resolveTracked, type TrackSpec } from './tracking/trackSpec.ts';
import type { TrackedEvent } from './trackedEvent.ts';
import type { Condition } from '../../schemas/condition.ts';
import type { DeliveryFailure } from './delivery/deliveryTypes.ts';
import { answersAfter, answersQuestion } from './conditions/answersAfter.ts';
import { evaluateCondition } from './conditions/evaluateCondition.ts';
import type { PointsTable } from './conditions/PointsTable.ts';
import { scoresOf } from './conditions/scoresOf.ts';

export interface FunnelContext {
  /** Chosen option per order-options block, by its `name`. */
  selections: Record<string, string>;
  /** Flags set by transitions, e.g. newsletterSubmitted. */
  flags: Record<string, boolean>;
  /** The step ids this visit has shown, in order; a step shown again (Back, Forward) is listed again. */
  trail: string[];
  /** Every analytics event this visit fired, in order, as the funnel's tracking plan declares them. */
  tracked: TrackedEvent[];
  /** The variant of each of the funnel's experiments this visitor sees, chosen once when the visit starts. */
  variants: Assignment;
  /** The option answered, by question name; an answer changed after Back replaces the earlier one. */
  answers: Record<string, string>;
  /** The points of every question's options (from the config, fixed), so scores follow from the answers. */
  points: PointsTable;
  /** Why the last try of a delivering form failed (set only by a funnel whose form delivers). */
  failure?: DeliveryFailure;
}

/** An event of the plan as it fires now: the visitor's choices resolved, and the experiments it ran under added. */
export function fireTracked(spec: TrackSpec, context: Pick<FunnelContext, 'selections' | 'variants'> & Partial<Pick<FunnelContext, 'answers'>>): TrackedEvent {
  const tracked = resolveTracked(spec, context.selections, context.answers);
  return { ...tracked, params: { ...tracked.params, ...experimentParams(context.variants) } };
}

/**
 * GA4's experience_impression, fired when a visitor is shown a variant (on
 * entering the experiment's step), with that experiment's parameters only.
 */
export function impression(experiment: string, variants: Assignment): TrackedEvent {
  const variant = variants[experiment];
  return { event: 'experience_impression', params: variant === undefined ? {} : experimentParams({ [experiment]: variant }) };
}

/**
 * Funnel events are named by config (ORDER, SUBMIT…), so their type is a
 * string; SELECT carries the option chosen in an order-options block, and a
 * question's event the question (`name`) and the option answered (`value`).
 */
export interface FunnelEvent {
  type: string;
  name?: string;
  value?: string;
  /** A delivering form's fields, by name: they ride on its event into the sender and are never kept in the context. */
  values?: Record<string, string>;
}

/**
 * The behaviour every funnel machine shares, named once. Configs refer to it
 * by name, so every machine stays serialisable and can be drawn.
 */
export const funnelSetup = setup({
  types: {
    context: {} as FunnelContext,
    events: {} as FunnelEvent,
  },
  actions: {
    select: assign({
      selections: ({ context, event }) =>
        event.name !== undefined && event.value !== undefined
          ? { ...context.selections, [event.name]: event.value }
          : context.selections,
    }),
    setFlag: assign({
      flags: ({ context }, params: { flag: string }) => ({ ...context.flags, [params.flag]: true }),
    }),
    /** Every step's first entry action, so the trail is the machine's own record rather than the router's. */
    enterStep: assign({
      trail: ({ context }, params: { step: string }) => [...context.trail, params.step],
    }),
    /**
     * Fires one event of the tracking plan: it is resolved against the choices
     * made so far and kept in the context. Where it goes from there (the
     * "How this funnel works" view, window.dataLayer) is up to whoever reads
     * the context, so the machine itself stays pure.
     */
    track: assign({
      tracked: ({ context }, params: TrackSpec) => [...context.tracked, fireTracked(params, context)],
    }),
    /** Keeps the step's question's answer, carried by the question's event. */
    answer: assign({
      answers: ({ context, event }, params: { question: string }) => answersAfter(context.answers, context.points, event, params.question),
    }),
    /** Records that the visitor was shown their variant of an experiment. */
    impression: assign({
      tracked: ({ context }, params: { experiment: string }) => [...context.tracked, impression(params.experiment, context.variants)],
    }),
  },
  guards: {
    /** Only options the block offers can be chosen. */
    isOffered: ({ event }, params: { name: string; options: readonly string[] }) =>
      event.name === params.name && event.value !== undefined && params.options.includes(event.value),
    /** A question's event moves on only with an answer to that question, one of its options (as the browser's `required` asks). */
    answers: ({ context, event }, params: { question: string; says: string }) => answersQuestion(context.points, params.question, event),
    /** A transition only one variant of an experiment takes (a variant that leads to another step). */
    inVariant: ({ context }, params: { experiment: string; variant: string }) => context.variants[params.experiment] === params.variant,
    /**
     * A branch's condition from the config, as data, with its plain words
     * (`says`) for the diagrams. It reads the answer the event carries too,
     * as guards run before the transition keeps it. On a question's event
     * (`question`), only an answer to that question, with one of its options, moves on.
     */
    condition: ({ context, event }, params: { says: string; when: Condition; question?: string }) => {
      if (params.question !== undefined && !answersQuestion(context.points, params.question, event)) return false;
      const answers = answersAfter(context.answers, context.points, event, params.question);
      return evaluateCondition(params.when, { answers, selections: context.selections, flags: context.flags, scores: scoresOf(context.points, answers) });
    },
  },
});
