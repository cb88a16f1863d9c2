import styled from 'styled-components';
import content from 'virtual:content';
import { captionedFigureStyles } from '../../ui/captionStyles.ts';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Section } from '../../ui/Section.tsx';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Item = styled.figure`
  ${captionedFigureStyles}
  > button {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export function DesignGallery({ block }: BlockProps<'design-gallery'>) {
  const designs = content.collections.designs.slice(0, block.limit);
  return (
    <Section id={block.id} $tone="surface">
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <Grid>
          {designs.map((design) => (
            <li key={design.src}>
              <Item>
                <ViewerThumb image={{ src: design.src, alt: design.alt, title: design.title, caption: design.desc, width: design.width, height: design.height }} slot="card" />
                <figcaption>
                  <strong>{design.title}</strong>
                  <span>{design.desc}</span>
                </figcaption>
              </Item>
            </li>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
