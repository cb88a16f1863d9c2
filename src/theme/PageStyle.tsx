import { GlobalStyle } from './GlobalStyle.tsx';

/**
 * The page-wide styles. The typefaces are not preloaded from here: the build
 * names each page's font files only once it has subset them, after rendering
 * (src/fonts/siteFonts.ts), so the preloads are written into the HTML there.
 */
export function PageStyle() {
  return <GlobalStyle />;
}
