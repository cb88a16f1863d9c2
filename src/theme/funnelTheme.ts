import type { FunnelTheme } from '../../schemas/theme.ts';
import { baseTheme, fontStacks, type Theme } from './theme.ts';

const radiusScales: Record<FunnelTheme['radius'], Theme['radii']> = {
  sharp: { sm: '2px', md: '4px', lg: '6px', pill: '4px' },
  soft: baseTheme.radii,
  round: { sm: '10px', md: '18px', lg: '28px', pill: '999px' },
};

/** A funnel keeps the site's scale and swaps palette, typefaces and corner rounding. */
export function funnelTheme(theme: FunnelTheme): Theme {
  return {
    ...baseTheme,
    colors: theme.colors,
    fonts: { heading: fontStacks[theme.fonts.heading], body: fontStacks[theme.fonts.body] },
    radii: radiusScales[theme.radius],
  };
}
