import styled, { css } from 'styled-components';
import type { Theme } from '../theme/theme.ts';
import { ArtPicture } from './art/ArtPicture.tsx';

/**
 * A picture beside its text: one column (in source order) on a narrow screen,
 * two from the `$from` breakpoint on, in `$columns` proportions, centred on
 * each other. Without `$columns` it stays one column (a hero with no picture,
 * or a centred one).
 */
export const MediaSplit = styled.div<{ $from: keyof Theme['media']; $columns?: string | undefined }>`
  display: grid;
  gap: clamp(32px, 5vw, 64px);
  align-items: center;
  ${({ $from, $columns, theme }) =>
    $columns !== undefined &&
    css`
      @media ${theme.media[$from]} {
        grid-template-columns: ${$columns};
      }
    `}
`;

/** The text side: a stack of lines, each as wide as its content, set from the start edge. */
export const MediaCopy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: start;
`;

/** The picture side: the page's lead picture, as wide as its column, on a raised rounded card. */
export const MediaPicture = styled(ArtPicture).attrs({ priority: true })`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
