import styled from 'styled-components';
import { ArtPicture } from '../../ui/art/ArtPicture.tsx';
import { Carousel as CarouselRow } from '../../ui/carousel/Carousel.tsx';
import { Eyebrow, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.border};
  }
  figcaption {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function Carousel({ block }: BlockProps<'carousel'>) {
  const label = block.heading ?? 'Gallery';
  const slides = block.slides.map((slide, index) => (
    <Figure key={slide.image.src}>
      <ArtPicture image={slide.image} slot="slide" loading={index < 2 ? 'eager' : 'lazy'} />
      <figcaption>{slide.caption}</figcaption>
    </Figure>
  ));
  return (
    <Section id={block.id} aria-label={block.heading === undefined ? label : undefined}>
      <div>
        {(block.heading !== undefined || block.eyebrow !== undefined) && (
          <SectionIntro>
            {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
            {block.heading !== undefined && <SectionHeading>{block.heading}</SectionHeading>}
          </SectionIntro>
        )}
        <CarouselRow items={slides} perView={{ base: 1.1, md: 2, lg: 2 }} label={label} />
      </div>
    </Section>
  );
}
