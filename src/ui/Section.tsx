import styled, { css } from 'styled-components';

/**
 * A full-width band with the page gutter and a centred content column. Its rhythm is the page's
 * `--section-space` where the page sets one (a funnel's task steps are tighter than a landing page).
 */
export const Section = styled.section<{ $tone?: 'plain' | 'surface' | 'strong'; $narrow?: boolean }>`
  padding-block: var(--section-space, clamp(32px, 7vw, 88px));
  padding-inline: ${({ theme }) => theme.layout.gutter};
  ${({ $tone, theme }) =>
    $tone === 'surface' &&
    css`
      background: ${theme.colors.surface};
      border-block: 1px solid ${theme.colors.border};
    `}
  ${({ $tone, theme }) =>
    $tone === 'strong' &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      /* The page's ring is the primary colour, which would vanish on this band. */
      --focus-ring: ${theme.colors.onPrimary};
    `}

  & > * {
    max-width: ${({ theme, $narrow }) => ($narrow === true ? theme.layout.narrow : theme.layout.maxWidth)};
    margin-inline: auto;
  }
`;

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 650;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 650;
  letter-spacing: -0.015em;
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
`;

/** Heading, intro and eyebrow above a section's content. */
export const SectionIntro = styled.header<{ $center?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  ${({ $center }) =>
    $center === true &&
    css`
      text-align: center;
      justify-items: center;
    `}
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
