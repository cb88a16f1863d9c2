import styled from 'styled-components';
import { useProject } from '../../content/ProjectContext.ts';
import { Carousel } from '../../ui/carousel/Carousel.tsx';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Section } from '../../ui/Section.tsx';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Screen = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > button {
    aspect-ratio: 9 / 16;
    border-radius: 22px;
    box-shadow: ${({ theme }) => theme.shadows.md};
    background: ${({ theme }) => theme.colors.border};
  }
  img {
    aspect-ratio: 9 / 16;
    object-fit: cover;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-align: center;
  }
`;

export function ScreenCarousel({ block }: BlockProps<'screen-carousel'>) {
  const project = useProject();
  return (
    <Section id={block.id}>
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} />
        <Carousel
          label={`${project.title} screens`}
          perView={{ base: 1.6, md: 3.2, lg: 4.2 }}
          items={project.screens.map((screen, index) => (
            <Screen key={screen.key}>
              <ViewerThumb
                image={{ src: screen.src, alt: screen.alt, title: screen.title, width: screen.width, height: screen.height }}
                slot="screen"
                loading={index < 2 ? 'eager' : 'lazy'}
              />
              <figcaption>{screen.title}</figcaption>
            </Screen>
          ))}
        />
      </div>
    </Section>
  );
}
