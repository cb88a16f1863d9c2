import { EventButton } from '../ui/ActionButton.tsx';
import { blockComponents } from './components.ts';
import type { Block } from './registry.ts';

/**
 * Whether every block of a funnel step has its code loaded, so drawing the
 * step would not suspend: the blocks' own modules, and the event button many
 * of them draw inside (a module of its own, so the portfolio pages never load
 * the funnel machine's code).
 */
export function blocksLoaded(blocks: readonly Block[]): boolean {
  return EventButton.isLoaded() && blocks.every((block) => blockComponents[block.type].isLoaded());
}

/**
 * Fetches the code of every block of a funnel step, with the event button,
 * those that never change after load included: a page that was not hydrated
 * block by block never loaded them, and they are needed to draw it on the
 * client.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  const types = new Set(blocks.map((block) => block.type));
  await Promise.all([EventButton.preload(), ...[...types].map((type) => blockComponents[type].preload())]);
}
