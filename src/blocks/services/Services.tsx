import styled from 'styled-components';
import content from 'virtual:content';
import { tones } from '../../theme/tones.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Card, Eyebrow, Lead, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { TagList } from '../../ui/TagList.tsx';
import { liftOnHover } from '../../ui/liftOnHover.ts';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Service = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space[7]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  ${liftOnHover}
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Mark = styled.span<{ $ink: string; $wash: string }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  color: ${({ $ink }) => $ink};
  background: ${({ $wash }) => $wash};
`;


export function Services({ block }: BlockProps<'services'>) {
  return (
    <Section id={block.id}>
      <div>
        <SectionIntro>
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro !== undefined && <Lead>{block.intro}</Lead>}
        </SectionIntro>
        <Grid>
          {content.collections.services.map((service) => (
            <Service key={service.title}>
              <Mark aria-hidden="true" $ink={tones[service.tone].ink} $wash={tones[service.tone].wash}>
                <Icon name={service.icon} size={26} />
              </Mark>
              <h3>{service.title}</h3>
              <p>{service.description}</p>
              <TagList aria-label={`${service.title} expertise`}>
                {service.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </TagList>
            </Service>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
