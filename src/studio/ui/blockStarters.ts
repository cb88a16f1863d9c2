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
