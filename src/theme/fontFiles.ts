import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import nunito from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import { fontStacks, type FontFamily } from './theme.ts';

/** The Latin file of each typeface in src/theme/fonts.css: the one every page needs first. */
const latinFiles: Record<FontFamily, string> = { sans: inter, serif: fraunces, rounded: nunito };

/** The file to preload for a theme's font stack, if the stack is one of ours. */
export function fontFileFor(stack: string): string | undefined {
  const family = (Object.keys(fontStacks) as FontFamily[]).find((key) => fontStacks[key] === stack);
  return family === undefined ? undefined : latinFiles[family];
}
