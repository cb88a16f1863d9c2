import styled from 'styled-components';
import { Eyebrow, Lead, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

/** Two columns on wide screens, read down the first column, then the second, like a timeline. */
const Timeline = styled.ol<{ $rows: number }>`
  list-style: none;
  padding: 0;
  display: grid;
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
    grid-template-rows: repeat(${({ $rows }) => $rows}, auto);
    grid-auto-flow: column;
    column-gap: ${({ theme }) => theme.space[8]};
  }
`;

const Stop = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  &::before {
    content: '';
    position: absolute;
    left: -8px;
    top: 22px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.primary};
  }
  p:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  }
  p:last-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function Itinerary({ block }: BlockProps<'itinerary'>) {
  return (
    <Section id={block.id} $tone="surface">
      <div>
        <SectionIntro>
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <SectionHeading>{block.heading}</SectionHeading>
          {block.intro !== undefined && <Lead>{block.intro}</Lead>}
        </SectionIntro>
        <Timeline $rows={Math.ceil(block.stops.length / 2)}>
          {block.stops.map((stop) => (
            <Stop key={stop.days}>
              <p>{stop.days}</p>
              <h3>{stop.place}</h3>
              <p>{stop.text}</p>
            </Stop>
          ))}
        </Timeline>
      </div>
    </Section>
  );
}
