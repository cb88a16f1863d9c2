import type { ComponentType } from 'react';
import type { Action } from '../../schemas/common.ts';
import { lazyComponent, type LazyComponent } from '../lazy/lazyComponent.tsx';
import type { BlockProps } from './BlockProps.ts';
import type { BlockOf, BlockType } from './registry.ts';

/**
 * Whether a block on a prerendered page needs its script: `true` for a block
 * that responds to the visitor (a form, a menu, a viewer, a button that moves
 * the funnel), `false` for one that never changes after load, or a rule on
 * the block's config. A static block keeps its server HTML and its code is
 * never downloaded for that page (see StaticBlock).
 */
export type IslandRule<T extends BlockType> = boolean | ((block: BlockOf<T>) => boolean);

export interface BlockView<T extends BlockType> extends LazyComponent<BlockProps<T>> {
  /** True when this block, with this config, must be hydrated. */
  readonly isIsland: (block: BlockOf<T>) => boolean;
}

/** A block's component, code-split into its own chunk, with its island rule beside it. */
export function blockView<T extends BlockType>(
  id: string,
  load: () => Promise<ComponentType<BlockProps<T>>>,
  island: IslandRule<T>,
): BlockView<T> {
  const isIsland = typeof island === 'function' ? island : () => island;
  return Object.assign(lazyComponent(id, load), { isIsland });
}

/** Buttons that send funnel events need the machine; scroll and link buttons work as plain HTML. */
export const sendsEvents = (actions: readonly Action[]): boolean => actions.some((action) => 'event' in action);
