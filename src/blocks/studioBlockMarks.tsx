import { useContext, type ReactNode } from 'react';
import { FunnelEntryContext } from '../engine/FunnelEntryContext.ts';
import type { Block } from './registry.ts';

// The wrapper must not change the layout: the block's own box stays a child of the section around it.
const NO_BOX = { display: 'contents' } as const;

/**
 * Development only, loaded by BlockRenderer in a preview of the funnel studio
 * (/__studio) alone: wraps a funnel step's block in an element naming its
 * place in the step's `blocks`, so a click in the preview can select it in
 * the studio. The place is found in the funnel's own steps, by identity: a
 * split test's variant block, which is in none of them, is left unmarked
 * rather than mistaken for the step's block at its position.
 */
export default function StudioBlockMark({ block, children }: { block: Block; children: ReactNode }) {
  const entry = useContext(FunnelEntryContext);
  const index = Object.values(entry?.funnel.steps ?? {})
    .map((step) => step.blocks.indexOf(block))
    .find((place) => place !== -1);
  if (index === undefined) return children;
  return (
    <div data-studio-block={index} style={NO_BOX}>
      {children}
    </div>
  );
}
