import funnels from 'virtual:funnels';
import type { Funnel } from '../../schemas/funnel.ts';
import { funnelKey } from './funnelKey.ts';
import { createFunnelMachine, type FunnelMachine } from './createFunnelMachine.ts';

export interface FunnelEntry {
  funnel: Funnel;
  machine: FunnelMachine;
}

/** Every funnel found in funnels/, with its machine built once, here, never during a render. */
export const funnelRegistry: ReadonlyMap<string, FunnelEntry> = new Map(
  funnels.map((funnel) => [funnelKey(funnel), { funnel, machine: createFunnelMachine(funnel) }]),
);

export const allFunnels: readonly Funnel[] = funnels;
