import { useContext, type ReactNode } from 'react';
import { FunnelEntryContext } from '../engine/FunnelEntryContext.ts';
import type { Block } from './registry.ts';

// The wrapper must not change the layout: the block's own box stays a child of the section around it.
const NO_BOX = { display: 'contents' } as const;

/**
 * Development only, and only in a preview of the funnel studio (/__studio):
 * the studio's iframes carry `data-studio-preview`, and there each block of a
 * funnel step is wrapped in an element naming its place in the step's
 * `blocks`, so a click in the preview can select the block in the studio.
 * Everywhere else, and in every build (`import.meta.env.DEV` is false there,
 * so this folds away), the page is drawn exactly as before.
 */
export const inStudioPreview: boolean =
  import.meta.env.DEV && typeof window !== 'undefined' && window.frameElement?.hasAttribute('data-studio-preview') === true;

/**
 * Wraps a drawn block in its studio mark when the page is a studio preview;
 * otherwise the block as is. The place is found in the funnel's own steps, by
 * identity: a split test's variant block, which is in none of them, is left
 * unmarked rather than mistaken for the step's block at its position.
 */
export function StudioBlockMark({ block, children }: { block: Block; children: ReactNode }) {
  const entry = useContext(FunnelEntryContext);
  if (!inStudioPreview || entry === null) return children;
  const index = Object.values(entry.funnel.steps)
    .map((step) => step.blocks.indexOf(block))
    .find((place) => place !== -1);
  if (index === undefined) return children;
  return (
    <div data-studio-block={index} style={NO_BOX}>
      {children}
    </div>
  );
}
