import { css } from 'styled-components';

/** Shared by the scroll-snap strip and Swiper, so the swap to Swiper does not move anything. */
export const slideFigureStyles = css`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.border};
  }
  figcaption {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const SLIDE_GAP = 16;
