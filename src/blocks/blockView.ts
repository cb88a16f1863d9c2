import type { ComponentType } from 'react';
import type { Action } from '../../schemas/common.ts';
import { lazyComponent, type LazyComponent } from '../lazy/lazyComponent.tsx';
import type { BlockProps } from './BlockProps.ts';
import type { BlockOf, BlockType } from './registry.ts';

/**
 * Whether a block on a prerendered page needs its script: `true` for a block
 * that responds to the visitor (a form, a menu, a viewer), `false` for one
 * that never changes after load, or a rule on the block's config, in words
 * for the block reference. A static block keeps its server HTML and its code
 * is never downloaded for that page (see StaticBlock).
 */
export type IslandRule<T extends BlockType> = boolean | { readonly when: string; readonly test: (block: BlockOf<T>) => boolean };

export interface BlockView<T extends BlockType> extends LazyComponent<BlockProps<T>> {
  /** True when this block, with this config, must be hydrated. */
  readonly isIsland: (block: BlockOf<T>) => boolean;
  /** The rule in words: `always`, `never` or when. */
  readonly island: string;
}

/** A block's component, code-split into its own chunk, with its island rule beside it. */
export function blockView<T extends BlockType>(
  id: string,
  load: () => Promise<ComponentType<BlockProps<T>>>,
  island: IslandRule<T>,
): BlockView<T> {
  if (typeof island === 'boolean') return Object.assign(lazyComponent(id, load), { isIsland: () => island, island: island ? 'always' : 'never' });
  return Object.assign(lazyComponent(id, load), { isIsland: island.test, island: island.when });
}

/**
 * Buttons that send funnel events need the machine; scroll and link buttons
 * work as plain HTML (a link in a static block is still followed client-side).
 */
export function whenButtonsSendEvents<T extends BlockType>(actions: (block: BlockOf<T>) => readonly Action[]): IslandRule<T> {
  return { when: 'when a button sends a funnel event', test: (block) => actions(block).some((action) => 'event' in action) };
}
