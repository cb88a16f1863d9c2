import styled from 'styled-components';
import type { BlockOf } from '../registry.ts';
import { SLIDE_GAP, slideFigureStyles } from './slideStyles.ts';

const Strip = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - ${SLIDE_GAP}px * 0.1) / 1.1);
  gap: ${SLIDE_GAP}px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  @media ${({ theme }) => theme.media.md} {
    grid-auto-columns: calc((100% - ${SLIDE_GAP}px) / 2);
  }
  li {
    scroll-snap-align: start;
  }
  figure {
    ${slideFigureStyles}
  }
`;

/** The carousel before Swiper arrives (and without JavaScript): a swipeable strip of the same slides. */
export function SlideStrip({ slides }: { slides: BlockOf<'carousel'>['slides'] }) {
  return (
    <Strip>
      {slides.map((slide, index) => (
        <li key={slide.image.src}>
          <figure>
            <img
              src={slide.image.src}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        </li>
      ))}
    </Strip>
  );
}
