import { createGlobalStyle } from 'styled-components';

/** A reset and the page's base type; everything else is scoped to its block. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }
  /* The padding keeps what is scrolled to (an anchor, or whatever the keyboard focuses) clear of the fixed top bar. */
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-behavior: smooth; scroll-padding-top: 88px; }
  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-x: hidden;
  }
  img, svg { display: block; max-width: 100%; }
  /* A <picture> only chooses the file; its <img> is laid out as if it stood alone (its <source>s take no grid cell), so a block styles the image. */
  picture { display: contents; }
  source { display: none; }
  img { height: auto; }
  input, button, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: inherit; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: ${({ theme }) => theme.lineHeights.tight}; text-wrap: balance; }
  p { text-wrap: pretty; }
  /* One ring for everything the keyboard reaches. A band in the primary colour sets --focus-ring to a colour that shows on it. */
  :focus-visible { outline: 3px solid var(--focus-ring, ${({ theme }) => theme.colors.primary}); outline-offset: 3px; }
  /* Containers focused by script (main, after the skip link or a page change) are not controls: no ring. */
  [tabindex='-1']:focus { outline: none; }
  ::selection { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
