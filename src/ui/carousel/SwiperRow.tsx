import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Icon } from '../Icon.tsx';
import { prefersReducedMotion } from '../prefersReducedMotion.ts';
import { useNearViewport } from '../useNearViewport.ts';
import { CONTROLS_GAP, CONTROLS_HEIGHT, GAP, skipOffscreenSlides, type PerView } from './perView.ts';
import { useWords } from '../../i18n/useWords.ts';

/** Swiper's own default glide. */
const SLIDE_MS = 300;

/** Slides stretch to the tallest, so cards in a row line up. */
const Frame = styled.div<{ $perView: PerView }>`
  /* Room for a focused card's ring, which the carousel's clipping edge would otherwise cut off. */
  .swiper {
    padding: 6px;
    margin: -6px;
  }
  .swiper-slide {
    height: auto;
  }
  ${({ $perView, theme }) => skipOffscreenSlides('.swiper-slide', $perView, theme.media)}
  .swiper-slide > * {
    height: 100%;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  height: ${CONTROLS_HEIGHT}px;
  margin-top: ${CONTROLS_GAP}px;
  &[hidden] {
    display: none;
  }
  output {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-width: 5ch;
    text-align: center;
  }
  button {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    transition:
      border-color ${({ theme }) => theme.motion.fast},
      color ${({ theme }) => theme.motion.fast};
  }
  button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

interface SwiperRowProps {
  items: ReactNode[];
  perView: PerView;
  /** Names the carousel for screen readers, e.g. "Client logos". */
  label: string;
}

/** A Swiper carousel with labelled previous/next buttons and a position readout. */
export default function SwiperRow({ items, perView, label }: SwiperRowProps) {
  const { media } = useWords();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Swiper starts as the carousel comes near; the slide after those in view waits until it is on screen.
  const onScreen = useNearViewport(frame, '0px');
  const [position, setPosition] = useState({ index: 0, atStart: true, atEnd: items.length <= perView.base });
  // With several slides in view the active index never reaches the last one, so the end reads as the last.
  const sync = (instance: SwiperInstance) => {
    setPosition({
      index: instance.isEnd ? items.length - 1 : instance.activeIndex,
      atStart: instance.isBeginning,
      atEnd: instance.isEnd,
    });
  };
  return (
    <Frame ref={frame} $perView={perView}>
      <Swiper
        modules={[A11y, Keyboard]}
        // A named group that says it is a carousel of slides (the ARIA carousel pattern). The position
        // readout below is the one live announcement, so the slide wrapper is not a live region too.
        a11y={{
          containerMessage: label,
          containerRole: 'group',
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'slide',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          wrapperLiveRegion: false,
        }}
        // No autoplay, ever; and for visitors who ask for less motion, slides change without a glide.
        speed={prefersReducedMotion() ? 0 : SLIDE_MS}
        keyboard={{ enabled: true, onlyInViewport: true }}
        // Once the carousel is on screen, the slide after those in view is fetched ahead of each move (the
        // others wait, see skipOffscreenSlides).
        lazyPreloadPrevNext={onScreen ? 1 : 0}
        slidesPerView={perView.base}
        spaceBetween={GAP}
        breakpoints={{ 768: { slidesPerView: perView.md }, 1024: { slidesPerView: perView.lg } }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onResize={sync}
        onReachEnd={sync}
      >
        {items.map((item, index) => (
          <SwiperSlide key={index}>{item}</SwiperSlide>
        ))}
      </Swiper>
      {/* When every slide is already in view there is nothing to move to, so no controls. */}
      <Controls hidden={position.atStart && position.atEnd}>
        <button type="button" aria-label={media.previousSlide} disabled={position.atStart} onClick={() => swiper?.slidePrev()}>
          <Icon name="arrowLeft" />
        </button>
        <output aria-live="polite">
          {position.index + 1} / {items.length}
        </output>
        <button type="button" aria-label={media.nextSlide} disabled={position.atEnd} onClick={() => swiper?.slideNext()}>
          <Icon name="arrowRight" />
        </button>
      </Controls>
    </Frame>
  );
}
