import { lazy } from 'react';
import { BlockErrorBoundary } from '../ui/BlockErrorBoundary.tsx';
import { blockComponents } from './components.ts';
import type { BlockView } from './blockView.ts';
import type { Block, BlockOf, BlockType } from './registry.ts';
import { StaticBlock } from './StaticBlock.tsx';

/**
 * Development only, in a preview of the funnel studio alone (its frames carry
 * `data-studio-preview`): each block marked with its place, so a click in the
 * preview selects it (studioBlockMarks). In the build `import.meta.env.DEV` is
 * false, so this is null, the module and its imports are never reached, and
 * every page and script is as it was.
 */
const StudioBlockMark =
  import.meta.env.DEV && typeof window !== 'undefined' && window.frameElement?.hasAttribute('data-studio-preview') === true
    ? lazy(() => import('./studioBlockMarks.tsx'))
    : null;

function renderBlock<T extends BlockType>(type: T, block: BlockOf<T>, key: number) {
  // Validated data cannot carry an unknown type; if it ever does, say so rather than render nothing.
  if (!Object.hasOwn(blockComponents, type)) throw new Error(`Unknown block type "${type}"`);
  const Component: BlockView<T> = blockComponents[type];
  const drawn = <Component block={block} />;
  return (
    <BlockErrorBoundary key={key} type={type}>
      {/* The first branch is a studio preview's only: the build folds this to the second, as it was. */}
      {import.meta.env.DEV && StudioBlockMark !== null ? (
        <StudioBlockMark block={block}>{Component.isIsland(block) ? drawn : <StaticBlock source={block}>{drawn}</StaticBlock>}</StudioBlockMark>
      ) : Component.isIsland(block) ? (
        drawn
      ) : (
        <StaticBlock source={block}>{drawn}</StaticBlock>
      )}
    </BlockErrorBoundary>
  );
}

/**
 * Draws a list of blocks, top to bottom, each by its `type`; a block that
 * fails to render takes only itself down. Only islands are hydrated.
 */
export function BlockRenderer({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map((block, index) => renderBlock(block.type, block, index))}</>;
}
