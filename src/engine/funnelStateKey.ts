import type { SnapshotFrom } from 'xstate';
import type { FunnelMachine } from './createFunnelMachine.ts';

/**
 * What makes two funnel states the same state, for graph traversals
 * (`serializeState` of xstate/graph): the step and the visitor's choices and
 * flags. The trail and the tracked events are a record of the visit, and they
 * grow with every repeated choice, so counting them would make the graph endless.
 */
export function funnelStateKey(snapshot: SnapshotFrom<FunnelMachine>): string {
  const { selections, flags, answers } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, selections, flags, answers });
}
