import styled from 'styled-components';
import { Eyebrow, Section, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Grid = styled.div`
  display: grid;
  gap: clamp(32px, 5vw, 64px);
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 1fr;
    align-items: start;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 6%, ${({ theme }) => theme.colors.surface});
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 750;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function About({ block }: BlockProps<'about'>) {
  return (
    <Section id={block.id} $tone="surface">
      <Grid>
        <Copy>
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <SectionHeading>{block.heading}</SectionHeading>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Copy>
        {block.figures.length > 0 && (
          <Figures>
            {block.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        )}
      </Grid>
    </Section>
  );
}
