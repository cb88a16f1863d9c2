import { createContext, useContext, type ReactNode } from 'react';
import type { Block } from './registry.ts';

// The wrapper must not change the layout: the block's own box stays a child of the section around it.
const NO_BOX = { display: 'contents' } as const;

/**
 * Development only, and only in a preview of the funnel studio (/__studio):
 * the studio's iframes carry `data-studio-preview`, and there each block is
 * wrapped in an element naming its place in the step's `blocks`, so a click
 * in the preview can select the block in the studio. Everywhere else, and in
 * every build (`import.meta.env.DEV` is false there, so this folds away), the
 * page is drawn exactly as before.
 */
export const inStudioPreview: boolean =
  import.meta.env.DEV && typeof window !== 'undefined' && window.frameElement?.hasAttribute('data-studio-preview') === true;

/** The page's whole list of blocks, so a block drawn in a group (header, action group, footer) still knows its place in it. */
export const StudioBlocksContext = /* @__PURE__ */ createContext<readonly Block[] | null>(null);

/** Wraps a drawn block in its studio mark when the page is a studio preview; otherwise the block as is. */
export function StudioBlockMark({ block, children }: { block: Block; children: ReactNode }) {
  const blocks = useContext(StudioBlocksContext);
  if (!inStudioPreview || blocks === null) return children;
  return (
    <div data-studio-block={blocks.indexOf(block)} style={NO_BOX}>
      {children}
    </div>
  );
}
