import { assign, setup } from 'xstate';
import { resolveTracked, type TrackSpec } from './tracking/trackSpec.ts';
import type { TrackedEvent } from './trackedEvent.ts';

export interface FunnelContext {
  /** Chosen option per order-options block, by its `name`. */
  selections: Record<string, string>;
  /** Flags set by transitions, e.g. newsletterSubmitted. */
  flags: Record<string, boolean>;
  /** The step ids this visit has shown, in order; a step shown again (Back, Forward) is listed again. */
  trail: string[];
  /** Every analytics event this visit fired, in order, as the funnel's tracking plan declares them. */
  tracked: TrackedEvent[];
}

/**
 * Funnel events are named by config (ORDER, SUBMIT…), so their type is a
 * string; SELECT carries the option chosen in an order-options block.
 */
export interface FunnelEvent {
  type: string;
  name?: string;
  value?: string;
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
      tracked: ({ context }, params: TrackSpec) => [...context.tracked, resolveTracked(params, context.selections)],
    }),
  },
  guards: {
    /** Only options the block offers can be chosen. */
    isOffered: ({ event }, params: { name: string; options: readonly string[] }) =>
      event.name === params.name && event.value !== undefined && params.options.includes(event.value),
  },
});
