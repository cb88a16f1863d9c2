import { preload } from 'react-dom';
import { useTheme } from 'styled-components';
import { fontFileFor } from './fontFiles.ts';
import { GlobalStyle } from './GlobalStyle.tsx';

/**
 * The page-wide styles, and a preload of the typefaces this theme uses: with
 * `font-display: optional` a face that misses the first paint is not used, so
 * it must be asked for as early as the stylesheet.
 */
export function PageStyle() {
  const { fonts } = useTheme();
  for (const stack of new Set([fonts.heading, fonts.body])) {
    const file = fontFileFor(stack);
    if (file !== undefined) preload(file, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return <GlobalStyle />;
}
