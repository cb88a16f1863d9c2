import { css } from 'styled-components';

/** A gallery item: the picture, then its name in bold and a line of description. */
export const captionedFigureStyles = css`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  figcaption {
    display: grid;
    gap: 2px;
  }
  figcaption strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  figcaption span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
