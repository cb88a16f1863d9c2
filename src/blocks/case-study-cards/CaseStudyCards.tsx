import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import content from 'virtual:content';
import type { CaseStudyCard } from '../../../schemas/content.ts';
import { Carousel } from '../../ui/carousel/Carousel.tsx';
import { useFocusAcrossSwap } from '../../ui/carousel/useFocusAcrossSwap.ts';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { TagList } from '../../ui/TagList.tsx';
import { cardSurface } from '../../ui/cardSurface.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Card = styled.article`
  ${cardSurface}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: -0.015em;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;


const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

function StudyCard({ study, slot, lead }: { study: CaseStudyCard; slot: 'card' | 'cardSlide'; lead: boolean }) {
  return (
    <Card>
      <ViewerThumb image={{ ...study.image, title: study.title, caption: study.blurb }} slot={slot} priority={lead} />
      <Body>
        <TagList $accent aria-label="Disciplines">
          {study.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </TagList>
        <h3>
          <Link to={study.href}>{study.title}</Link>
        </h3>
        <p>{study.blurb}</p>
        {/* The title tells the links apart when read out; the name starts with the visible words, so a voice user can say them (WCAG 2.5.3). */}
        <More to={study.href} aria-label={`Read case study: ${study.title}`}>
          Read case study <Icon name="arrowRight" size={18} />
        </More>
      </Body>
    </Card>
  );
}

export function CaseStudyCards({ block }: BlockProps<'case-study-cards'>) {
  const desktop = useMediaQuery('(min-width: 1024px)');
  // The prerendered grid becomes a carousel once the page knows it is on a desktop.
  const layouts = useRef<HTMLDivElement>(null);
  useFocusAcrossSwap(layouts);
  const studies = content.collections.caseStudies;
  // One slot for both layouts of a carousel gallery, so the swap to the carousel keeps each picture's file.
  const slot = block.layout === 'carousel' ? 'cardSlide' : 'card';
  return (
    <Section id={block.id}>
      <div ref={layouts}>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        {block.layout === 'carousel' && desktop ? (
          <Carousel
            label={block.heading}
            perView={{ base: 1, md: 2, lg: 2.2 }}
            items={studies.map((study, index) => (
              <StudyCard key={study.href} study={study} slot={slot} lead={block.firstInView && index === 0} />
            ))}
          />
        ) : (
          <Grid>
            {studies.map((study, index) => (
              <li key={study.href}>
                <StudyCard study={study} slot={slot} lead={block.firstInView && index === 0} />
              </li>
            ))}
          </Grid>
        )}
      </div>
    </Section>
  );
}
