import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import { Card, Eyebrow, Lead, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { liftOnHover } from '../../ui/liftOnHover.ts';

const Grid = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const Item = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  ${liftOnHover}
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 650;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 11%, ${({ theme }) => theme.colors.surface});
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function Features({ block }: BlockProps<'features'>) {
  const hasIntro = block.heading !== undefined || block.intro !== undefined || block.eyebrow !== undefined;
  return (
    <Section id={block.id}>
      <div>
        {hasIntro && (
          <SectionIntro>
            {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
            {block.heading !== undefined && <SectionHeading>{block.heading}</SectionHeading>}
            {block.intro !== undefined && <Lead>{block.intro}</Lead>}
          </SectionIntro>
        )}
        <Grid>
          {block.items.map((item, index) => (
            <Item key={item.title}>
              <Mark aria-hidden="true">{block.numbered ? index + 1 : <Icon name={item.icon} size={24} />}</Mark>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Item>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
