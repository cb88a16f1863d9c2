import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb');

/** A funnel's look: its palette and type pairing, applied over the site theme. */
export const themeSchema = z
  .strictObject({
    colors: z.strictObject({
      background: colour.describe('Page background'),
      surface: colour.describe('Cards and panels'),
      text: colour.describe('Body text'),
      muted: colour.describe('Secondary text'),
      primary: colour.describe('Buttons and key accents'),
      onPrimary: colour.describe('Text on primary'),
      accent: colour.describe('Highlights, badges'),
      border: colour.describe('Hairlines and outlines'),
    }),
    fonts: z
      .strictObject({
        heading: z.enum(['serif', 'sans', 'rounded']).describe('Typeface family for headings'),
        body: z.enum(['serif', 'sans', 'rounded']).describe('Typeface family for body text'),
      })
      .default({ heading: 'sans', body: 'sans' }),
    radius: z.enum(['sharp', 'soft', 'round']).default('soft').describe('Corner rounding of cards and buttons'),
  })
  .describe('The funnel palette and type');

export type FunnelTheme = z.infer<typeof themeSchema>;
