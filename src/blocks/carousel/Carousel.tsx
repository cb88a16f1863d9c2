import { lazy, Suspense } from 'react';
import { Eyebrow, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { SlideStrip } from './SlideStrip.tsx';

/** Swiper is fetched only where a carousel is shown; until then the same slides show as a strip. */
const SwiperCarousel = lazy(() => import('./SwiperCarousel.tsx'));

export function Carousel({ block }: BlockProps<'carousel'>) {
  const label = block.heading ?? 'Gallery';
  return (
    <Section id={block.id} aria-label={block.heading === undefined ? label : undefined}>
      <div>
        {(block.heading !== undefined || block.eyebrow !== undefined) && (
          <SectionIntro>
            {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
            {block.heading !== undefined && <SectionHeading>{block.heading}</SectionHeading>}
          </SectionIntro>
        )}
        <Suspense fallback={<SlideStrip slides={block.slides} />}>
          <SwiperCarousel slides={block.slides} label={label} />
        </Suspense>
      </div>
    </Section>
  );
}
