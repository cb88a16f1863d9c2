import { css } from 'styled-components';

/** The one hover for clickable cards: a small lift and a deeper shadow. */
export const liftOnHover = css`
  transition:
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;
