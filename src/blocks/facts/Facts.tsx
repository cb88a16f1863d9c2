import styled from 'styled-components';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';

const Band = styled.section`
  padding-inline: ${({ theme }) => theme.layout.gutter};
  padding-block: ${({ theme }) => theme.space[7]};
`;

const List = styled.dl`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function Facts({ block }: BlockProps<'facts'>) {
  const words = useWords();
  return (
    <Band id={block.id} aria-label={words.blocks.keyFacts}>
      <List>
        {block.items.map((item) => (
          <Item key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </Item>
        ))}
      </List>
    </Band>
  );
}
