import styled from 'styled-components';
import { useProject } from '../../content/ProjectContext.ts';
import { GalleryIntro } from '../../ui/GalleryIntro.tsx';
import { Card, Section } from '../../ui/Section.tsx';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';
import type { BlockProps } from '../BlockProps.ts';

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
`;

const Item = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  grid-template-columns: minmax(0, 150px) 1fr;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  > div:first-child button {
    border-radius: 14px;
    aspect-ratio: 9 / 16;
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    > div:first-child {
      max-width: 220px;
    }
  }
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.1em;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function ScreenGrid({ block }: BlockProps<'screen-grid'>) {
  const project = useProject();
  return (
    <Section id={block.id} $tone="surface">
      <div>
        <GalleryIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
        <List>
          {project.screens.map((screen, index) => (
            <Item key={screen.key}>
              <div>
                <ViewerThumb image={{ src: screen.src, alt: screen.alt, title: screen.title, width: screen.width, height: screen.height }} slot="screen" />
              </div>
              <Notes>
                <h3>
                  <span>SCREEN {String(index + 1).padStart(2, '0')}</span>
                  {screen.title}
                </h3>
                <dl>
                  <div>
                    <dt>Rationale</dt>
                    <dd>{screen.desc}</dd>
                  </div>
                  <div>
                    <dt>Process</dt>
                    <dd>{screen.process}</dd>
                  </div>
                </dl>
              </Notes>
            </Item>
          ))}
        </List>
      </div>
    </Section>
  );
}
