import { useRef } from 'react';
import styled from 'styled-components';
import content from 'virtual:content';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Card, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { Favicon } from './Favicon.tsx';
import { useNearViewport } from '../../ui/useNearViewport.ts';
import { liftOnHover } from '../../ui/liftOnHover.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Site = styled(Card)`
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  ${liftOnHover}
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 650;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export function WebsiteGrid({ block }: BlockProps<'website-grid'>) {
  const websites = content.collections.websites.slice(0, block.limit);
  // The favicon service, a third party, is asked only once the grid is scrolled near, never for the first paint.
  const grid = useRef<HTMLUListElement>(null);
  const near = useNearViewport(grid);
  return (
    <Section id={block.id}>
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <Grid ref={grid}>
          {websites.map((site) => (
            <li key={site.url}>
              <Site>
                <Favicon site={site} active={near} />
                <Body>
                  <h3>{site.title}</h3>
                  <p>{site.desc}</p>
                  <a href={site.url} target="_blank" rel="noopener noreferrer">
                    {site.domain}
                    <Icon name="external" size={14} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </Body>
              </Site>
            </li>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
