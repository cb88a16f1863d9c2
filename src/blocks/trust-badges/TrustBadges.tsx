import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Band = styled.section`
  padding-inline: ${({ theme }) => theme.layout.gutter};
  padding-block: ${({ theme }) => theme.space[6]};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function TrustBadges({ block }: BlockProps<'trust-badges'>) {
  return (
    <Band id={block.id} aria-label="Why you can buy with confidence">
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
