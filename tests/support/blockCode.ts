/**
 * A block's code as the network delivers it, for tests of what a page fetches
 * and waits for: every fetch recorded, or one block type's code held back
 * until the test delivers it.
 */
import { vi } from 'vitest';
import { blockComponents } from '../../src/blocks/components.ts';
import type { BlockType } from '../../src/blocks/registry.ts';

/** Records the block types whose code is asked for, in the order asked; none of it ever arrives. */
export function spyOnPreloads(): BlockType[] {
  const asked: BlockType[] = [];
  for (const type of Object.keys(blockComponents) as BlockType[]) {
    const component: { preload: () => Promise<unknown> } = blockComponents[type];
    vi.spyOn(component, 'preload').mockImplementation(() => {
      asked.push(type);
      return new Promise(() => undefined);
    });
  }
  return asked;
}

/** One block type's code as not loaded yet; the returned function delivers it. */
export function holdBlockCode(type: BlockType): () => Promise<void> {
  const component: { isLoaded: () => boolean; preload: () => Promise<unknown> } = blockComponents[type];
  let loaded = false;
  let deliver: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  vi.spyOn(component, 'isLoaded').mockImplementation(() => loaded);
  vi.spyOn(component, 'preload').mockImplementation(() => arrived.then(() => component));
  return async () => {
    loaded = true;
    deliver();
    await arrived;
  };
}
