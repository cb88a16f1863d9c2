import type { StateValue } from 'xstate';

/** The BroadcastChannel funnel tabs report their state on, in development, for /__machines. */
export const MACHINE_CHANNEL = 'funnel-machines';

/**
 * `state`: a funnel tab's machine is in `value`; `closed`: that tab left the
 * funnel; `ask`: /__machines just opened and wants every open funnel to report.
 */
export type MachineMessage =
  | { type: 'state'; tab: string; slug: string; value: StateValue }
  | { type: 'closed'; tab: string; slug: string }
  | { type: 'ask' };

/** Any tab of this origin can post on the channel, so what arrives is checked before it is trusted. */
export function isMachineMessage(data: unknown): data is MachineMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, tab, slug, value } = data as Record<string, unknown>;
  if (type === 'ask') return true;
  if (typeof tab !== 'string' || typeof slug !== 'string') return false;
  if (type === 'closed') return true;
  return type === 'state' && (typeof value === 'string' || (typeof value === 'object' && value !== null));
}
