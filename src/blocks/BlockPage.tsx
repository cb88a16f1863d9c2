import { Reveal } from '../ui/Reveal.tsx';
import { MAIN_ID, SkipLink } from '../ui/SkipLink.tsx';
import { useFocusMainOnNavigation } from '../ui/useFocusMainOnNavigation.ts';
import { ViewerProvider } from '../ui/viewer/ViewerProvider.tsx';
import { BlockRenderer } from './BlockRenderer.tsx';
import type { Block } from './registry.ts';

const CHROME_BEFORE = new Set<Block['type']>(['header', 'site-nav']);
const CHROME_AFTER = new Set<Block['type']>(['footer', 'back-to-top']);

/**
 * A whole page of blocks with its landmarks: the skip link first, navigation
 * and headers before <main>, the footer after it, everything else inside,
 * optionally revealed section by section. The page's one fullscreen viewer
 * lives here. `busy` marks <main> while the page the visitor asked for is
 * still loading.
 */
export function BlockPage({ blocks, reveal = false, busy = false }: { blocks: readonly Block[]; reveal?: boolean; busy?: boolean }) {
  useFocusMainOnNavigation();
  const before = blocks.filter((block) => CHROME_BEFORE.has(block.type));
  const after = blocks.filter((block) => CHROME_AFTER.has(block.type));
  const body = blocks.filter((block) => !CHROME_BEFORE.has(block.type) && !CHROME_AFTER.has(block.type));
  return (
    <ViewerProvider>
      <SkipLink />
      <BlockRenderer blocks={before} />
      {/* Focusable from script only: the skip link and page changes move focus here. */}
      <main id={MAIN_ID} tabIndex={-1} aria-busy={busy || undefined}>
        {reveal ? (
          body.map((block, index) => (
            <Reveal key={index}>
              <BlockRenderer blocks={[block]} />
            </Reveal>
          ))
        ) : (
          <BlockRenderer blocks={body} />
        )}
      </main>
      <BlockRenderer blocks={after} />
    </ViewerProvider>
  );
}
