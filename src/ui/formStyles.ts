import { css } from 'styled-components';

/** Native inputs, dressed: a visible label, a clear border, a focus ring and an invalid state after interaction. */
export const fieldStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  /* The border is all that marks out the field on its card, so it keeps 3:1 against the surface (WCAG 1.4.11). */
  border: 1.5px solid color-mix(in srgb, ${({ theme }) => theme.colors.muted} 75%, ${({ theme }) => theme.colors.surface});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color ${({ theme }) => theme.motion.fast};
  /* Full muted colour: a paler hint would fall below 4.5:1 in some funnel themes. */
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  /* The page's ring, closer in, with the border in the same colour: it reads as one thick outline. */
  &:focus-visible {
    outline-offset: 2px;
    border-color: var(--focus-ring, ${({ theme }) => theme.colors.primary});
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
