/**
 * One analytics event as the machine fired it: its GA4 name and its
 * parameters, already resolved (a chosen option's price is a number here).
 * FunnelContext.tracked lists them in the order they fired.
 */
export interface TrackedEvent {
  event: string;
  params: Record<string, unknown>;
}
