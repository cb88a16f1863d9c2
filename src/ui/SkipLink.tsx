import styled from 'styled-components';
import { useWords } from '../i18n/useWords.ts';

/** The id of the page's <main>, which the skip link targets. */
export const MAIN_ID = 'main';

/** The skip link's own id, so whatever sends focus back to the top of the page can find it. */
export const SKIP_LINK_ID = 'skip-link';

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  z-index: 100;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 650;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  /* Off screen rather than hidden, so it stays in the tab order and is read out. No shadow
     while it is away: a large blur would still bleed into the top of the page. */
  transform: translateY(calc(-100% - 24px));
  &:focus,
  &:focus-visible {
    transform: none;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

/**
 * "Skip to main content": the first thing the keyboard reaches on every page,
 * shown only while focused. It is a plain link to #main, so it works before
 * scripts run; with them it moves focus into <main> without adding #main to
 * the address (a funnel's address is its state).
 */
export function SkipLink() {
  const words = useWords();
  return (
    <Link
      id={SKIP_LINK_ID}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (main === null) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {words.page.skipToMain}
    </Link>
  );
}
