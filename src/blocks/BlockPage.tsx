import { BlockRenderer } from './BlockRenderer.tsx';
import type { Block } from './registry.ts';

/**
 * A whole page of blocks with its landmarks: header blocks before <main>,
 * footer blocks after it, everything else inside.
 */
export function BlockPage({ blocks }: { blocks: readonly Block[] }) {
  const header = blocks.filter((block) => block.type === 'header');
  const footer = blocks.filter((block) => block.type === 'footer');
  const body = blocks.filter((block) => block.type !== 'header' && block.type !== 'footer');
  return (
    <>
      <BlockRenderer blocks={header} />
      <main id="main">
        <BlockRenderer blocks={body} />
      </main>
      <BlockRenderer blocks={footer} />
    </>
  );
}
