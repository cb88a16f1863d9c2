import { Link } from 'react-router-dom';
import styled from 'styled-components';
import site from 'virtual:site';
import { allFunnels } from '../engine/funnelRegistry.ts';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Eyebrow, Lead, Section, SectionHeading, SectionIntro } from '../ui/Section.tsx';
import { PageMeta } from './PageMeta.tsx';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const FunnelLink = styled(Link)<{ $swatch: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ $swatch }) => $swatch};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
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
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The demo funnels, listed from funnels/ — nothing here names one. */
export function HomePage() {
  return (
    <>
      <GlobalStyle />
      <PageMeta
        title={`${site.name} · ${site.title}`}
        description={`${site.name}, ${site.title}: services, case studies and five demo sales funnels.`}
        path="/"
      />
      <main id="main">
        <Section>
          <div>
            <SectionIntro>
              <Eyebrow>{site.title}</Eyebrow>
              <SectionHeading as="h1">{site.name}</SectionHeading>
              <Lead>Demo sales funnels, each a complete mini-site rendered from one validated config file.</Lead>
            </SectionIntro>
            <Grid>
              {allFunnels.map((funnel) => (
                <li key={funnel.slug}>
                  <FunnelLink to={`/funnels/${funnel.slug}`} $swatch={funnel.theme.colors.primary}>
                    <h3>{funnel.title}</h3>
                    <p>{funnel.pitch}</p>
                    <span>
                      Open the funnel <Icon name="arrowRight" size={18} />
                    </span>
                  </FunnelLink>
                </li>
              ))}
            </Grid>
          </div>
        </Section>
      </main>
    </>
  );
}
