import styled from 'styled-components';

/** A wrapping row of small pill tags; `accent` tints them with the primary colour. */
export const TagList = styled.ul<{ $accent?: boolean }>`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    padding: 4px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme, $accent }) => ($accent === true ? 'transparent' : theme.colors.border)};
    background: ${({ theme, $accent }) =>
      $accent === true ? `color-mix(in srgb, ${theme.colors.primary} 9%, ${theme.colors.surface})` : theme.colors.surface};
    color: ${({ theme, $accent }) => ($accent === true ? theme.colors.primary : theme.colors.text)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 650;
  }
`;
