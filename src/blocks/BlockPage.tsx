import type { ReactNode } from 'react';
import { Reveal } from '../ui/Reveal.tsx';
import { ConsentBanner } from '../ui/consent/ConsentBanner.tsx';
import { MAIN_ID, SkipLink } from '../ui/SkipLink.tsx';
import { useFocusMainOnNavigation } from '../ui/useFocusMainOnNavigation.ts';
import { ViewerProvider } from '../ui/viewer/ViewerProvider.tsx';
import styled from 'styled-components';
import { stickyFoot } from '../ui/stickyFoot.ts';
import { actionGroups, type BlockRun } from './actionGroups.ts';
import { BlockRenderer } from './BlockRenderer.tsx';
import type { Block } from './registry.ts';
import { LazyLanguageSwitch, TRANSLATED } from '../ui/LazyLanguageSwitch.tsx';

const CHROME_BEFORE = new Set<Block['type']>(['header', 'site-nav']);
const CHROME_AFTER = new Set<Block['type']>(['footer', 'back-to-top']);

/** A deciding action with its reassurance under it: one band close under the choice before it, the badges close under the button. */
const ActionGroup = styled.div`
  & > :first-child {
    padding-top: clamp(8px, 2vw, 24px);
  }
  & > :not(:last-child) {
    padding-bottom: ${({ theme }) => theme.space[4]};
  }
  & > * + * {
    padding-top: 0;
  }
  /*
   * On a phone the deciding block stays at the foot of the screen until the
   * page reaches its own place: a choice, an add-on and their badges can be
   * taller than the screen, and the action must not wait below them. Sticky,
   * not fixed, so it keeps its place in the page and covers nothing for good;
   * the group lends its box to <main>, so the block can stick from the top of
   * the page down. CSS only: it holds before and without the scripts.
   */
  @media (max-width: 479px) {
    display: contents;
    & > :first-child {
      ${stickyFoot}
    }
  }
  /* On the narrowest phones a two-line button would make the band at the screen's foot twice as tall. */
  @media (max-width: 359px) {
    & > :first-child :is(a, button) {
      padding-inline: 16px;
      font-size: 15px;
    }
  }
`;

/**
 * A page whose every band is part of one task (choose, add, pay) reads as one: its bands sit closer than a
 * landing page's, so the choice, its add-on and its button are seen together.
 */
const Main = styled.main<{ $compact: boolean }>`
  ${({ $compact }) => ($compact ? '--section-space: clamp(24px, 3.5vw, 48px);' : '')}
`;

function Run({ run }: { run: BlockRun }) {
  if (!run.decides) return <BlockRenderer blocks={run.blocks} />;
  return (
    <ActionGroup>
      <BlockRenderer blocks={run.blocks} />
    </ActionGroup>
  );
}

/**
 * A whole page of blocks with its landmarks: the skip link first, navigation
 * and headers before <main>, the footer after it, everything else inside,
 * optionally revealed section by section, reassurance drawn under the
 * action it supports (actionGroups), its bands closer together if `compact`. The page's one fullscreen viewer
 * lives here. `busy` marks <main> while the page the visitor asked for is
 * still loading. `top` is drawn above everything but the skip link, in the
 * page's flow (a funnel's "How this funnel works" strip), after the link to this page in each other language
 * on a site with translations (`languageSwitch`: this page's address, and whether a header row has room for it).
 */
export function BlockPage({
  blocks,
  reveal = false,
  busy = false,
  compact = false,
  top,
  languageSwitch,
}: {
  blocks: readonly Block[];
  reveal?: boolean;
  busy?: boolean;
  compact?: boolean;
  top?: ReactNode;
  languageSwitch?: { path: string; overHeader?: boolean };
}) {
  useFocusMainOnNavigation();
  const before = blocks.filter((block) => CHROME_BEFORE.has(block.type));
  const after = blocks.filter((block) => CHROME_AFTER.has(block.type));
  const body = blocks.filter((block) => !CHROME_BEFORE.has(block.type) && !CHROME_AFTER.has(block.type));
  return (
    <ViewerProvider>
      <SkipLink />
      {/* Before anything else of the page: where a visitor who cannot read it looks for their language. In top's
          place on a site of one language, so React's ids of what follows are those it always had. */}
      {TRANSLATED && languageSwitch !== undefined ? (
        <>
          <LazyLanguageSwitch path={languageSwitch.path} overHeader={languageSwitch.overHeader ?? false} />
          {top}
        </>
      ) : (
        top
      )}
      {/* After the funnel's strip: its "How this funnel works" stays among the first stops of Tab. */}
      <ConsentBanner />
      <BlockRenderer blocks={before} />
      {/* Focusable from script only: the skip link and page changes move focus here. */}
      <Main id={MAIN_ID} tabIndex={-1} aria-busy={busy || undefined} $compact={compact}>
        {actionGroups(body).map((run, index) =>
          reveal ? (
            <Reveal key={index}>
              <Run run={run} />
            </Reveal>
          ) : (
            <Run key={index} run={run} />
          ),
        )}
      </Main>
      <BlockRenderer blocks={after} />
    </ViewerProvider>
  );
}
