import { css } from 'styled-components';

/** Native inputs, dressed: a visible label, a clear border, a focus ring and an invalid state after interaction. */
export const fieldStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.8;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${({ theme }) => theme.colors.primary} 22%, transparent);
  }
  &:user-invalid {
    border-color: #c2413a;
  }
`;

export const labelStyles = css`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
