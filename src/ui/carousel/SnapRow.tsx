import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CONTROLS_GAP, CONTROLS_HEIGHT, GAP, itemWidth, skipOffscreenSlides, type PerView } from './perView.ts';

/**
 * Where Swiper will show its Previous / Next row (more items than fit), the
 * row keeps that room free, so the swap does not push the page down (a shift
 * that would also cut short a smooth scroll passing by).
 */
const reserve = (overflows: boolean) => `${String(-6 + (overflows ? CONTROLS_GAP + CONTROLS_HEIGHT : 0))}px`;

const Row = styled.ul<{ $perView: PerView; $count: number }>`
  list-style: none;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $perView }) => itemWidth($perView.base)};
  gap: ${GAP}px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* Room inside the scrolling edge for a focused card's ring, which the edge would otherwise cut off. */
  padding: 6px;
  margin: -6px;
  margin-bottom: ${({ $perView, $count }) => reserve($count > $perView.base)};
  scroll-padding-inline: 6px;
  scrollbar-width: none;
  @media ${({ theme }) => theme.media.md} {
    grid-auto-columns: ${({ $perView }) => itemWidth($perView.md)};
    margin-bottom: ${({ $perView, $count }) => reserve($count > $perView.md)};
  }
  @media ${({ theme }) => theme.media.lg} {
    grid-auto-columns: ${({ $perView }) => itemWidth($perView.lg)};
    margin-bottom: ${({ $perView, $count }) => reserve($count > $perView.lg)};
  }
  > li {
    scroll-snap-align: start;
  }
  ${({ $perView, theme }) => skipOffscreenSlides('> li', $perView, theme.media)}
`;

/**
 * The carousel before Swiper arrives, and without JavaScript: the same items
 * at the same widths in a row that scrolls and snaps, so the swap moves nothing.
 */
export function SnapRow({ items, perView, label }: { items: ReactNode[]; perView: PerView; label: string }) {
  return (
    // Focusable, so the keyboard can scroll the row even when its items hold nothing to tab to (WCAG 2.1.1).
    <Row $perView={perView} $count={items.length} aria-label={label} tabIndex={0}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Row>
  );
}
