import { fallbackFamilies, typefaces, type FontFamily } from './typefaces.ts';

/**
 * The design system: one scale of type, space, radii and shadows shared by
 * the portfolio and every funnel; funnels swap the palette and typefaces only.
 */

/** A typeface, then its metric-matched stand-ins (so the swap moves nothing), then the system's own. */
function stack(name: FontFamily, systemFonts: string): string {
  const typeface = typefaces[name];
  return [typeface.family, ...fallbackFamilies(typeface)].map((family) => `'${family}'`).join(', ') + `, ${systemFonts}`;
}

export const fontStacks: Record<FontFamily, string> = {
  sans: stack('sans', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"),
  serif: stack('serif', "'Iowan Old Style', 'Palatino Linotype', Georgia, 'Times New Roman', serif"),
  rounded: stack('rounded', "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', sans-serif"),
};

export type { FontFamily };

export interface Fonts {
  heading: string;
  body: string;
}

const defaultFonts: Fonts = { heading: fontStacks.sans, body: fontStacks.sans };

export interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  border: string;
}

export const baseTheme = {
  colors: {
    background: '#FAFAF7',
    surface: '#FFFFFF',
    text: '#17171C',
    muted: '#55556A',
    primary: '#4338CA',
    onPrimary: '#FFFFFF',
    accent: '#E8A33D',
    border: '#E4E4EA',
  } satisfies Palette,
  fonts: defaultFonts,
  /** Type scale: a 1.25 ratio at body size, fluid at display sizes. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.375rem)',
    display: 'clamp(2.25rem, 1.5rem + 3.2vw, 3.75rem)',
  },
  lineHeights: { tight: 1.12, snug: 1.3, body: 1.6 },
  /** Spacing steps of 4 px: space[4] is 16 px. */
  space: ['0', '4px', '8px', '12px', '16px', '20px', '24px', '32px', '40px', '48px', '64px', '80px', '96px'],
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 16, 24, 0.06), 0 1px 3px rgba(16, 16, 24, 0.06)',
    md: '0 4px 12px rgba(16, 16, 24, 0.08), 0 2px 4px rgba(16, 16, 24, 0.04)',
    lg: '0 18px 40px rgba(16, 16, 24, 0.12), 0 4px 10px rgba(16, 16, 24, 0.05)',
  },
  layout: { maxWidth: '1140px', narrow: '720px', gutter: 'clamp(20px, 4vw, 40px)' },
  media: { md: '(min-width: 768px)', lg: '(min-width: 1024px)' },
  motion: { fast: '150ms ease', base: '250ms cubic-bezier(0.2, 0.7, 0.2, 1)' },
};

export type Theme = typeof baseTheme;
