import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** One look for buttons and button-like links, so both behave the same under hover and focus. */
export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid transparent;
  font-weight: 620;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.2;
  text-decoration: none;
  /* A phone number broken across lines is misread and mis-dialled. */
  &[href^='tel:'] {
    white-space: nowrap;
  }
  transition:
    transform ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast},
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          box-shadow: ${theme.shadows.sm};
          &:hover:not(:disabled) {
            transform: translateY(-1px);
            box-shadow: ${theme.shadows.md};
            filter: brightness(1.06);
          }
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: inherit;
          border-color: currentColor;
          &:hover:not(:disabled) {
            background: color-mix(in srgb, currentColor 8%, transparent);
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          padding-inline: 12px;
          text-decoration: underline;
          text-underline-offset: 4px;
          &:hover:not(:disabled) {
            text-decoration-thickness: 2px;
          }
        `;
    }
  }}

  &:active:not(:disabled) {
    transform: translateY(0);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;
