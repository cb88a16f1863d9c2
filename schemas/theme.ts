import { z } from 'zod';

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb')
  .meta({ title: 'colour', examples: ['#2F5D3A', '#FFFFFF'] });
const fontFamily = z.enum(['serif', 'sans', 'rounded']);

/** A funnel's look: its palette and type pairing, applied over the site theme. */
export const themeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        background: colour.describe('The page background, as #rrggbb'),
        surface: colour.describe('The background of cards, panels and shaded sections, as #rrggbb'),
        text: colour.describe('Headings and body text, as #rrggbb'),
        muted: colour.describe('Secondary text: intros, notes, captions, as #rrggbb'),
        primary: colour.describe('Filled buttons, eyebrows, links and strong bands, as #rrggbb'),
        onPrimary: colour.describe('Text on the primary colour (filled buttons, strong bands); keep it readable, as #rrggbb'),
        accent: colour.describe('Highlights: review stars, offer badges and the soft glow behind the hero, as #rrggbb'),
        border: colour.describe('Thin lines around cards and between sections, as #rrggbb'),
      })
      .describe('The palette: eight colours as #rrggbb hex codes'),
    fonts: z
      .strictObject({
        heading: fontFamily.describe('The typeface of headings: serif (Fraunces), sans (Inter) or rounded (Nunito)'),
        body: fontFamily.describe('The typeface of body text: serif (Fraunces), sans (Inter) or rounded (Nunito)'),
      })
      .default({ heading: 'sans', body: 'sans' })
      .describe('The type pairing; leave out for sans throughout'),
    radius: z
      .enum(['sharp', 'soft', 'round'])
      .default('soft')
      .describe('How rounded corners are: sharp (almost square), soft (gently rounded, pill buttons) or round (very rounded)'),
  })
  .describe('The funnel’s look: colours, typefaces and corner rounding, over the site’s spacing and type sizes');

export type FunnelTheme = z.infer<typeof themeSchema>;
