import { useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import content from 'virtual:content';
import { FunnelEntryContext } from '../engine/FunnelEntryContext.ts';
import type { Block } from './registry.ts';

/**
 * The block's own box: the first element drawn after `marker`, or, where
 * that is a box-less wrapper (StaticBlock's `display: contents`), the first
 * element inside it that has a box.
 */
function blockRoot(marker: Element): Element | null {
  let element = marker.nextElementSibling;
  while (element !== null && getComputedStyle(element).display === 'contents' && element.firstElementChild !== null) element = element.firstElementChild;
  return element;
}

/**
 * Development only, loaded by BlockRenderer in a preview of the funnel studio
 * (/__studio) alone: marks a funnel step's block (or a portfolio page's) with its
 * place in the step's (the page's) `blocks` (`data-studio-block` on the block's own root element), so a click
 * in the preview can select it in the studio. The place is found in the
 * funnel's own steps, by identity: a split test's variant block, which is in
 * none of them, is left unmarked rather than mistaken for the step's block at
 * its position.
 *
 * No element is wrapped around the block: a wrapper, even one without a box,
 * is the child a rule like "the group's first child sticks to the foot of the
 * phone's screen" would meet instead of the block. To find the block's
 * element, an empty <template> is drawn before it until the element after it
 * is found (within the commit that draws them, before the page is painted).
 */
export default function StudioBlockMark({ block, children }: { block: Block; children: ReactNode }) {
  const entry = useContext(FunnelEntryContext);
  // Outside a funnel, a portfolio page's block, found in the page files (content/pages/) it was drawn from.
  const pages = entry === null ? [...content.pages, content.caseStudy] : Object.values(entry.funnel.steps);
  const index = pages.map((page) => (page.blocks as readonly Block[]).indexOf(block)).find((place) => place !== -1);
  const [found, setFound] = useState<{ block: Block; element: Element } | null>(null);
  // Another block in this place (another step's), or a root the block has drawn anew: found again.
  const root = found?.block === block && found.element.isConnected ? found.element : null;
  // Called once the block's elements are in the page (refs are set after the DOM is), before it is painted.
  const findRoot = useCallback(
    (marker: HTMLTemplateElement | null) => {
      const element = marker === null ? null : blockRoot(marker);
      if (element !== null) setFound({ block, element });
    },
    [block],
  );
  useLayoutEffect(() => {
    if (root === null || index === undefined) return;
    root.setAttribute('data-studio-block', String(index));
    return () => {
      root.removeAttribute('data-studio-block');
    };
  }, [root, index]);

  if (index === undefined) return children;
  return (
    <>
      {root === null && <template ref={findRoot} />}
      {children}
    </>
  );
}
