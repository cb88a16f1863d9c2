import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FunnelMachine } from './createFunnelMachine.ts';

export type FunnelActor = ActorRefFrom<FunnelMachine>;

export const FunnelActorContext = createContext<FunnelActor | null>(null);

/** The running funnel. Blocks that send events need one; outside a funnel this fails loudly. */
export function useFunnelActor(): FunnelActor {
  const actor = useContext(FunnelActorContext);
  if (actor === null) {
    throw new Error('This block sends funnel events, so it can only be rendered on a funnel step');
  }
  return actor;
}
