import styled from 'styled-components';
import summaries from 'virtual:funnel-summaries';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { FunnelCard } from './FunnelCard.tsx';

/**
 * Rows of equal cards, as many as fit, with a short last row centred rather
 * than left with a hole (five funnels make rows of three and two).
 */
const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  > li {
    flex: 1 1 300px;
    min-width: 0;
    max-width: 364px;
  }
`;

/**
 * Lists what is in funnels/, in the owner's order, so a new funnel file
 * appears here with no other change. It reads the build's summaries, not the
 * funnels themselves, so the showcase never loads every funnel's steps.
 */
export function FunnelGallery({ block }: BlockProps<'funnel-gallery'>) {
  return (
    <Section id={block.id}>
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <Grid>
          {summaries.map((funnel) => (
            <li key={funnel.slug}>
              <FunnelCard funnel={funnel} />
            </li>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
