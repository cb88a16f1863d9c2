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
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
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
