import { css } from 'styled-components';

/**
 * A band that stays at the foot of a phone's screen until the page reaches its own place (position: sticky, so
 * it keeps its place in the page and covers nothing for good), above the consent banner while that is open
 * (ConsentBanner's room). Its containing block must start at the top of the page (<main>), or it cannot rise to
 * the screen's foot from a place below it.
 */
export const stickyFoot = css`
  position: sticky;
  bottom: var(--consent-space, 0px);
  z-index: 2;
  padding-block: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 -6px 16px rgba(16, 16, 24, 0.08);
`;
