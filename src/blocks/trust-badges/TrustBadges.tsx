import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';

const Band = styled.section`
  padding-inline: ${({ theme }) => theme.layout.gutter};
  padding-block: ${({ theme }) => theme.space[6]};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  /* Columns as wide as the screen makes them, never as their text: the web font arriving a little wider
     than its stand-in then moves no badge (a centred row of text-wide badges shifted by a few pixels). */
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, 16.5rem);
    justify-content: center;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
    margin-top: 1px;
  }
`;

export function TrustBadges({ block }: BlockProps<'trust-badges'>) {
  const words = useWords();
  return (
    <Band id={block.id} aria-label={words.blocks.trustBadges}>
      <List>
        {block.items.map((item) => (
          <li key={item.label}>
            <Icon name={item.icon} size={18} />
            {item.label}
          </li>
        ))}
      </List>
    </Band>
  );
}
