import type { SnapshotFrom } from 'xstate';
import type { FunnelMachine } from './createFunnelMachine.ts';

/** The step a snapshot is on: its top-level state, whatever substate (editing, submitting) it is in. */
export function currentStep(snapshot: SnapshotFrom<FunnelMachine>): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const [step] = Object.keys(value);
    if (step !== undefined) return step;
  }
  throw new Error(`A funnel machine is in no step: ${JSON.stringify(value)}`);
}
