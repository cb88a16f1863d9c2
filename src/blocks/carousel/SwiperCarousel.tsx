import { useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockOf } from '../registry.ts';
import { SLIDE_GAP, slideFigureStyles } from './slideStyles.ts';

const Frame = styled.div`
  .swiper-slide figure {
    ${slideFigureStyles}
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  output {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-width: 4ch;
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
      background-color ${({ theme }) => theme.motion.fast};
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

export default function SwiperCarousel({ slides, label }: { slides: BlockOf<'carousel'>['slides']; label: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState({ index: 0, atStart: true, atEnd: false });
  const sync = (instance: SwiperInstance) => {
    setPosition({ index: instance.activeIndex, atStart: instance.isBeginning, atEnd: instance.isEnd });
  };
  return (
    <Frame>
      <Swiper
        modules={[A11y, Keyboard]}
        a11y={{ containerMessage: label, slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        slidesPerView={1.1}
        spaceBetween={SLIDE_GAP}
        breakpoints={{ 768: { slidesPerView: 2 } }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onReachEnd={sync}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.image.src}>
            <figure>
              <img
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading="lazy"
              />
              <figcaption>{slide.caption}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <Controls>
        <button type="button" aria-label="Previous slide" disabled={position.atStart} onClick={() => swiper?.slidePrev()}>
          <Icon name="arrowLeft" />
        </button>
        <output aria-live="polite">
          {position.index + 1} / {slides.length}
        </output>
        <button type="button" aria-label="Next slide" disabled={position.atEnd} onClick={() => swiper?.slideNext()}>
          <Icon name="arrowRight" />
        </button>
      </Controls>
    </Frame>
  );
}
