import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { isHydrating } from '../lazy/hydrationPhase.ts';
import { LazyUsageContext } from '../lazy/LazyUsageContext.ts';

// The wrapper must not change the layout: the block's own box stays a child of the section around it.
const NO_BOX: CSSProperties = { display: 'contents' };

/**
 * A block that never changes after load. On the server it renders as usual,
 * but its modules are not named among those the page must load before
 * hydrating. While the client hydrates, it adopts the server's HTML as is
 * (React leaves an element's `dangerouslySetInnerHTML` alone), so the block's
 * code is neither downloaded nor run, and its styles are already in the page.
 * The HTML is read back from the page rather than left empty, so that if
 * React ever has to redraw this part of the tree from scratch (a hydration
 * mismatch elsewhere), the block is redrawn as it was, not blanked. When the
 * client draws the block itself (a route change, or another step's block in
 * the same place: `source` tells them apart), it is an ordinary component.
 */
export function StaticBlock({ source, children }: { source: object; children: ReactNode }) {
  const id = useId();
  const [adopted] = useState(() =>
    isHydrating() ? { source, html: document.querySelector(`[data-static-block="${CSS.escape(id)}"]`)?.innerHTML } : undefined,
  );
  const serverHtml = adopted?.source === source ? adopted.html : undefined;
  if (serverHtml !== undefined) {
    return <div data-static-block={id} style={NO_BOX} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
  }
  return (
    <div data-static-block={id} style={NO_BOX}>
      <LazyUsageContext.Provider value={null}>{children}</LazyUsageContext.Provider>
    </div>
  );
}
