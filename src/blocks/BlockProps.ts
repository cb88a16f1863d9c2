import type { BlockOf, BlockType } from './registry.ts';

/** What every block component receives: its validated props. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
}
