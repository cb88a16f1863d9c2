import styled from 'styled-components';
import { useProject } from '../../content/ProjectContext.ts';
import { Card, Section, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[6]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function ProjectOverview({ block }: BlockProps<'project-overview'>) {
  const { overview } = useProject();
  if (overview === undefined) return null;
  return (
    <Section id={block.id} $tone="surface">
      <div>
        <SectionHeading>{block.heading}</SectionHeading>
        <Grid>
          <Panel>
            <h3>Role</h3>
            <p>{overview.role}</p>
          </Panel>
          <Panel>
            <h3>Approach</h3>
            <p>{overview.approach}</p>
          </Panel>
        </Grid>
      </div>
    </Section>
  );
}
