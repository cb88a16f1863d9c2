import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';

type StepFile = FunnelFile['steps'][string];

/**
 * Puts a new step into `steps` right after `after` (the step being edited), or
 * at the end when there is none: the file lists steps in the order a visitor
 * meets them, as the walk-through says ("this step into steps, after order").
 */
export function insertStepAfter(funnel: FunnelFile, after: string | undefined, id: string, step: StepFile): void {
  const entries = Object.entries(funnel.steps).filter(([key]) => key !== id);
  const at = after === undefined ? -1 : entries.findIndex(([key]) => key === after);
  entries.splice(at === -1 ? entries.length : at + 1, 0, [id, step]);
  funnel.steps = Object.fromEntries(entries);
}
