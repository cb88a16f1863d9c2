import { blockComponents } from './components.ts';
import type { Block } from './registry.ts';

/** Whether every block of a page has its code loaded, so drawing the page would not suspend. */
export function blocksLoaded(blocks: readonly Block[]): boolean {
  return blocks.every((block) => blockComponents[block.type].isLoaded());
}

/**
 * Fetches the code of every block of a page, those that never change after
 * load included: a page that was not hydrated block by block never loaded
 * them, and they are needed to draw it on the client.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  const types = new Set(blocks.map((block) => block.type));
  await Promise.all([...types].map((type) => blockComponents[type].preload()));
}
