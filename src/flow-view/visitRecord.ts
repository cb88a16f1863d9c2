import type { SnapshotFrom } from 'xstate';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';

/** One analytics event the machine fired, with its parameters (never a value the visitor typed). */
export interface TrackedEvent {
  event: string;
  params: Record<string, unknown>;
}

/** What the funnel's machine records of this visit: the steps shown and the events fired, in order. */
export interface VisitRecord {
  trail: readonly string[];
  tracked: readonly TrackedEvent[];
}

/**
 * The visit's record from a snapshot. The machine's context carries `trail`
 * and `tracked` (the tracking plan, issue 11); a machine built before them
 * reads as an empty record rather than breaking the view.
 */
export function visitRecord(snapshot: SnapshotFrom<FunnelMachine>): VisitRecord {
  const context = snapshot.context as Partial<VisitRecord>;
  return { trail: context.trail ?? [], tracked: context.tracked ?? [] };
}
