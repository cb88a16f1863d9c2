import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';

export type BlockFile = FunnelFile['steps'][string]['blocks'][number];

/** Every block of a funnel file, step by step, top to bottom. */
function blocksOf(funnel: FunnelFile): BlockFile[] {
  return Object.values(funnel.steps).flatMap((step) => step.blocks);
}

/**
 * A valid starting value for each block type, taken from funnels that pass
 * `npm run check`: first the funnel being edited (so a new header carries its
 * own brand), then the `new:funnel` starting point, then the project's other
 * funnels in the showcase's order. A type no funnel uses has no starter, and
 * is not offered: a new block always starts as a working one.
 */
export function blockStarters(sources: readonly FunnelFile[]): Map<string, BlockFile> {
  const starters = new Map<string, BlockFile>();
  for (const source of sources) {
    for (const block of blocksOf(source)) {
      if (!starters.has(block.type)) starters.set(block.type, structuredClone(block));
    }
  }
  return starters;
}

type StepFile = FunnelFile['steps'][string];

/** Renames every `event` a block names, at any depth. */
function renameEvents(value: unknown, to: string): void {
  if (Array.isArray(value)) for (const item of value) renameEvents(item, to);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'event' && typeof child === 'string') (value as Record<string, unknown>)[key] = to;
      else renameEvents(child, to);
    }
  }
}

/**
 * Fits a starting block into a step so that it stays valid there: its
 * buttons send an event the step already handles (the first in its `on`);
 * in a step that handles none yet, each event it sends gets a transition, to
 * the first final step (else the landing step), to be changed in Transitions.
 */
export function fitToStep(block: BlockFile, step: StepFile, stepId: string, funnel: FunnelFile, sends: (block: BlockFile) => string[]): void {
  const handled = Object.keys(step.on ?? {});
  const sent = sends(block);
  if (sent.length === 0 || sent.every((event) => handled.includes(event))) return;
  const [first] = handled;
  if (first !== undefined) {
    renameEvents(block, first);
    return;
  }
  const target = Object.keys(funnel.steps).find((id) => id !== stepId && funnel.steps[id]?.final === true) ?? funnel.landing;
  step.on = Object.fromEntries(sent.map((event) => [event, target]));
  // A step with a way out is no longer the end of the flow.
  if (step.final === true) delete step.final;
}
