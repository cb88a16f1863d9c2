import { BlockErrorBoundary } from '../ui/BlockErrorBoundary.tsx';
import type { BlockProps } from './BlockProps.ts';
import { blockComponents } from './components.ts';
import type { Block, BlockOf, BlockType } from './registry.ts';

function renderBlock<T extends BlockType>(type: T, block: BlockOf<T>, key: number) {
  // Validated data cannot carry an unknown type; if it ever does, say so rather than render nothing.
  if (!Object.hasOwn(blockComponents, type)) throw new Error(`Unknown block type "${type}"`);
  const Component: React.ComponentType<BlockProps<T>> = blockComponents[type];
  return (
    <BlockErrorBoundary key={key} type={type}>
      <Component block={block} />
    </BlockErrorBoundary>
  );
}

/** Draws a list of blocks, top to bottom, each by its `type`; a block that fails to render takes only itself down. */
export function BlockRenderer({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map((block, index) => renderBlock(block.type, block, index))}</>;
}
