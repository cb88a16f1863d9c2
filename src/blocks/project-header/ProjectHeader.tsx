import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useProject } from '../../content/ProjectContext.ts';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { TagList } from '../../ui/TagList.tsx';

const Wrap = styled.header`
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.layout.gutter} clamp(40px, 6vw, 72px);
  background: radial-gradient(ellipse 70% 70% at 100% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent), transparent 70%);
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding-right: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;


const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: -0.03em;
  max-width: 20ch;
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 62ch;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[3]};
  div {
    display: flex;
    flex-direction: column;
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 2px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    order: -1;
    margin: 0;
    font-weight: 700;
  }
`;

export function ProjectHeader({ block }: BlockProps<'project-header'>) {
  const project = useProject();
  return (
    <Wrap id={block.id}>
      <Inner>
        <Back to={block.back.to}>
          <Icon name="arrowLeft" size={18} />
          {block.back.label}
        </Back>
        <Title>
          <small>{project.title} · Case study</small>
          {project.headline}
        </Title>
        <Summary>{project.summary}</Summary>
        <TagList aria-label="Disciplines">
          {project.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </TagList>
        {project.facts.length > 0 && (
          <Facts>
            {project.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        )}
      </Inner>
    </Wrap>
  );
}
