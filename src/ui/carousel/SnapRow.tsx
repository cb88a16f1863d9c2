import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GAP, itemWidth, type PerView } from './perView.ts';

const Row = styled.ul<{ $perView: PerView }>`
  list-style: none;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $perView }) => itemWidth($perView.base)};
  gap: ${GAP}px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  @media ${({ theme }) => theme.media.md} {
    grid-auto-columns: ${({ $perView }) => itemWidth($perView.md)};
  }
  @media ${({ theme }) => theme.media.lg} {
    grid-auto-columns: ${({ $perView }) => itemWidth($perView.lg)};
  }
  > li {
    scroll-snap-align: start;
  }
`;

/**
 * The carousel before Swiper arrives, and without JavaScript: the same items
 * at the same widths in a row that scrolls and snaps, so the swap moves nothing.
 */
export function SnapRow({ items, perView, label }: { items: ReactNode[]; perView: PerView; label: string }) {
  return (
    <Row $perView={perView} aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Row>
  );
}
