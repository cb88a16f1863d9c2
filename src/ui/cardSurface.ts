import { css } from 'styled-components';
import { liftOnHover } from './liftOnHover.ts';

/** The site's clickable picture card: a surface with the picture on top, its text below, lifting on hover. */
export const cardSurface = css`
  height: 100%;
  display: grid;
  grid-template-rows: auto 1fr;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${liftOnHover}
`;
