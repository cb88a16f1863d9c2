import styled from 'styled-components';
import { Eyebrow, Section, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Body = styled.div<{ $center: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: ${({ $center }) => ($center ? 'center' : 'start')};
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function Text({ block }: BlockProps<'text'>) {
  return (
    <Section id={block.id} $narrow>
      <Body $center={block.align === 'center'}>
        {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
        {block.heading !== undefined && <SectionHeading>{block.heading}</SectionHeading>}
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Body>
    </Section>
  );
}
