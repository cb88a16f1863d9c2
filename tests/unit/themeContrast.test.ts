/**
 * Colour contrast in every palette the site ships (the portfolio's and each
 * funnel's `theme.colors`), for every pairing the blocks draw — including the
 * tints they mix with color-mix — so a palette edit that breaks WCAG 2.2 AA
 * fails here, whichever blocks its pages happen to show today. axe checks the
 * pages as rendered (tests/e2e/a11y.spec.ts); this covers the combinations a
 * page might not show yet, and the non-text ones axe does not measure.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Palette } from '../../src/theme/theme.ts';
import { baseTheme } from '../../src/theme/theme.ts';
import { tones } from '../../src/theme/tones.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { contrast, hex, mix, type Rgb } from './contrast.ts';

/** WCAG 1.4.3 body text, 1.4.3 large text, 1.4.11 controls and focus rings. */
const TEXT = 4.5;
const LARGE_TEXT = 3;
const NON_TEXT = 3;

/** The invalid-field border in src/ui/formStyles.ts. */
const INVALID_BORDER = hex('#c2413a');

const { data: funnels, errors } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'), 'funnels');
const palettes: [string, Palette][] = [['portfolio', baseTheme.colors], ...funnels.map((funnel): [string, Palette] => [funnel.slug, funnel.theme.colors])];

interface Pair {
  what: string;
  fore: Rgb;
  back: Rgb;
  min: number;
}

/** Every foreground/background pairing the blocks use, with the contrast it needs. */
function pairings(palette: Palette): Pair[] {
  const c = {
    background: hex(palette.background),
    surface: hex(palette.surface),
    text: hex(palette.text),
    muted: hex(palette.muted),
    primary: hex(palette.primary),
    onPrimary: hex(palette.onPrimary),
    accent: hex(palette.accent),
  };
  // Tinted panels: newsletter 8 %, about 6 %, tags 9 %, features/download icons 11 %, hero icon 12 % of primary on surface.
  const tints = [6, 8, 9, 11, 12].map((percent): [string, Rgb] => [`a ${percent}% primary tint`, mix(c.primary, percent / 100, c.surface)]);
  // The hero's glow peaks at 18 % accent (and 10 % primary) over the page background.
  const heroGlow = mix(c.accent, 0.18, c.background);
  const heroShade = mix(c.primary, 0.1, c.background);
  const fieldBorder = mix(c.muted, 0.75, c.surface);
  const grounds: [string, Rgb][] = [
    ['background', c.background],
    ['surface', c.surface],
    ['the hero glow', heroGlow],
    ['the hero shade', heroShade],
    ...tints,
  ];
  return [
    ...grounds.flatMap(([ground, back]): Pair[] => [
      { what: `body text on ${ground}`, fore: c.text, back, min: TEXT },
      { what: `muted text on ${ground}`, fore: c.muted, back, min: TEXT },
      { what: `primary text and links on ${ground}`, fore: c.primary, back, min: TEXT },
      { what: `the focus ring on ${ground}`, fore: c.primary, back, min: NON_TEXT },
    ]),
    { what: 'button and skip-link text on primary', fore: c.onPrimary, back: c.primary, min: TEXT },
    { what: 'softened (85%) text on a primary band or card', fore: mix(c.onPrimary, 0.85, c.primary), back: c.primary, min: TEXT },
    { what: 'the focus ring on a primary band', fore: c.onPrimary, back: c.primary, min: NON_TEXT },
    { what: 'badge text on accent', fore: c.text, back: c.accent, min: TEXT },
    { what: 'placeholder text in a field', fore: c.muted, back: c.surface, min: TEXT },
    { what: 'a field’s border on a card', fore: fieldBorder, back: c.surface, min: NON_TEXT },
    { what: 'a field’s border on the newsletter tint', fore: fieldBorder, back: mix(c.primary, 0.08, c.surface), min: NON_TEXT },
    { what: 'an invalid field’s border', fore: INVALID_BORDER, back: c.surface, min: NON_TEXT },
    { what: 'a radio’s ring', fore: c.muted, back: c.surface, min: NON_TEXT },
    { what: 'a website monogram’s initial (large, bold) at the gradient’s light end', fore: c.onPrimary, back: mix(c.primary, 0.55, c.accent), min: LARGE_TEXT },
  ];
}

describe('colour contrast in every shipped palette', () => {
  it('reads every funnel’s palette', () => {
    expect(errors).toEqual([]);
    expect(funnels.length).toBeGreaterThan(0);
  });

  for (const [name, palette] of palettes) {
    it(`${name}: every text, control and focus-ring pairing meets WCAG 2.2 AA`, () => {
      const failures = pairings(palette)
        .map((pair) => ({ ...pair, ratio: contrast(pair.fore, pair.back) }))
        .filter((pair) => pair.ratio < pair.min)
        .map((pair) => `${pair.what}: ${pair.ratio.toFixed(2)}:1, needs ${pair.min}:1`);
      expect(failures).toEqual([]);
    });
  }

  it('the service cards’ ink reads on its wash and on a card', () => {
    const failures = Object.entries(tones).flatMap(([tone, { ink, wash }]) =>
      [
        { on: 'its wash', ratio: contrast(hex(ink), hex(wash)) },
        { on: 'a card', ratio: contrast(hex(ink), hex(baseTheme.colors.surface)) },
      ]
        .filter(({ ratio }) => ratio < TEXT)
        .map(({ on, ratio }) => `${tone} ink on ${on}: ${ratio.toFixed(2)}:1`),
    );
    expect(failures).toEqual([]);
  });
});
