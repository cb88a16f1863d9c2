import { assign, setup } from 'xstate';

export interface FunnelContext {
  /** Chosen option per order-options block, by its `name`. */
  selections: Record<string, string>;
  /** Flags set by transitions, e.g. newsletterSubmitted. */
  flags: Record<string, boolean>;
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
  },
  guards: {
    /** Only options the block offers can be chosen. */
    isOffered: ({ event }, params: { options: Record<string, readonly string[]> }) =>
      event.name !== undefined && event.value !== undefined && (params.options[event.name] ?? []).includes(event.value),
  },
});
