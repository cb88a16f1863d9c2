import { Link } from 'react-router-dom';
import styled from 'styled-components';
import funnels from 'virtual:funnels';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { liftOnHover } from '../../ui/liftOnHover.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const FunnelLink = styled(Link)<{ $swatch: string; $wash: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(180deg, ${({ $wash }) => $wash}, ${({ theme }) => theme.colors.surface} 55%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${liftOnHover}
  i {
    width: 40px;
    height: 6px;
    border-radius: 3px;
    background: ${({ $swatch }) => $swatch};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 650;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Lists what is in funnels/, so a new funnel file appears here with no other change. */
export function FunnelGallery({ block }: BlockProps<'funnel-gallery'>) {
  return (
    <Section id={block.id}>
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <Grid>
          {funnels.map((funnel) => (
            <li key={funnel.slug}>
              <FunnelLink to={`/funnels/${funnel.slug}`} $swatch={funnel.theme.colors.primary} $wash={funnel.theme.colors.background}>
                <i aria-hidden="true" />
                <h3>{funnel.title}</h3>
                <p>{funnel.pitch}</p>
                <span>
                  Open the demo <Icon name="arrowRight" size={18} />
                </span>
              </FunnelLink>
            </li>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
