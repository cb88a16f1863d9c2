import styled from 'styled-components';
import content from 'virtual:content';
import type { Logo } from '../../../schemas/content.ts';
import { captionedFigureStyles } from '../../ui/captionStyles.ts';
import { Carousel } from '../../ui/carousel/Carousel.tsx';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Section } from '../../ui/Section.tsx';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
`;

const Tile = styled.figure`
  ${captionedFigureStyles}
  > button {
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  img {
    aspect-ratio: 1;
  }
`;

function LogoTile({ logo, slot }: { logo: Logo; slot: 'logo' | 'logoTile' }) {
  return (
    <Tile>
      <ViewerThumb image={{ src: logo.src, alt: logo.alt, title: logo.name, caption: logo.desc, width: logo.width, height: logo.height }} slot={slot} />
      <figcaption>
        <strong>{logo.name}</strong>
        <span>{logo.desc}</span>
      </figcaption>
    </Tile>
  );
}

export function LogoGallery({ block }: BlockProps<'logo-gallery'>) {
  const logos = content.collections.logos.slice(0, block.limit);
  return (
    <Section id={block.id}>
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        {block.layout === 'carousel' ? (
          <Carousel
            label={block.heading}
            perView={{ base: 1.5, md: 3, lg: 4 }}
            items={logos.map((logo) => (
              <LogoTile key={logo.src} logo={logo} slot="logo" />
            ))}
          />
        ) : (
          <Grid>
            {logos.map((logo) => (
              <li key={logo.src}>
                <LogoTile logo={logo} slot="logoTile" />
              </li>
            ))}
          </Grid>
        )}
      </div>
    </Section>
  );
}
