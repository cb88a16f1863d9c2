import { z } from 'zod';
import { iconNames } from '../src/ui/icons.ts';

export const iconSchema = z.enum(iconNames).meta({
  title: 'icon',
  description: 'One of the site’s line icons, by name; your editor lists them all (e.g. check, shield, truck, leaf)',
});

/** A local asset path: artwork is ours and served from the site itself. */
export const assetPathSchema = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'expected a site path starting with "/" (artwork is served by the site, not hot-linked)')
  .meta({
    title: 'file path',
    description: 'A file in the site’s public/ folder, written from the site root: /art/… for pictures, /downloads/… for files',
    examples: ['/art/plants/fiddle-leaf-fig.svg'],
  });

export const imageSchema = z
  .strictObject({
    src: assetPathSchema.describe('The picture file, under public/art/'),
    alt: z
      .string()
      .describe('What the picture shows, read aloud to people who cannot see it; "" only for a purely decorative picture'),
    width: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The picture file’s own width in px; the page reserves its space so nothing jumps while it loads', examples: [800] }),
    height: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The picture file’s own height in px (with width, it sets the shape of the reserved space)', examples: [600] }),
  })
  .meta({ title: 'image', description: 'A picture: its file, its alt text and its size' });

export const eventNameSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an event name in UPPER_SNAKE_CASE, e.g. ORDER')
  .meta({
    title: 'event name',
    description: 'The name of an event, in CAPITALS_WITH_UNDERSCORES; the step’s "on" map says where it leads',
    examples: ['ORDER', 'SUBMIT'],
  });

export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected a lower-case anchor id, e.g. booking')
  .meta({
    title: 'anchor id',
    description: 'The "id" of a block on the same page; the page scrolls to it',
    examples: ['booking'],
  });

export const hrefSchema = z
  .string()
  .regex(
    /^(\/[\w\-./#?=&]*|https:\/\/\S+|mailto:\S+@\S+|tel:\+?[\d\s-]+)$/,
    'expected a site path ("/…"), an https:// address, a mailto: or a tel: link',
  )
  .meta({
    title: 'link',
    description: 'Where the link goes: a page of this site (/…), a web address (https://…), an email (mailto:…) or a phone number (tel:…)',
    examples: ['/showcase', 'https://example.com', 'mailto:hello@example.com', 'tel:+441234567890'],
  });

const labelSchema = z.string().min(1).describe('The text on the button');
const variantSchema = z
  .enum(['primary', 'secondary', 'ghost'])
  .default('primary')
  .describe('How the button looks: primary is filled with the primary colour, secondary is outlined, ghost is underlined text');
const buttonIconSchema = iconSchema.optional().describe('An icon before the label');

/**
 * What a button does. Exactly one of `event` (advance the funnel machine),
 * `scrollTo` (move to a block on the page) or `href` (follow a link).
 */
export const actionSchema = z
  .union([
    z
      .strictObject({
        label: labelSchema,
        variant: variantSchema,
        icon: buttonIconSchema,
        event: eventNameSchema.describe('The event the button sends, e.g. ORDER; the step’s "on" map says where it leads'),
      })
      .describe('A button that moves the funnel on'),
    z
      .strictObject({
        label: labelSchema,
        variant: variantSchema,
        icon: buttonIconSchema,
        scrollTo: anchorIdSchema.describe('The "id" of the block on this page the button scrolls to, e.g. booking'),
      })
      .describe('A button that scrolls to a block on the same page'),
    z
      .strictObject({ label: labelSchema, variant: variantSchema, icon: buttonIconSchema, href: hrefSchema })
      .describe('A button that opens a link'),
  ])
  .meta({
    title: 'button',
    description: 'A button: give it a label and exactly one of "event" (move the funnel on), "scrollTo" (scroll to a block) or "href" (open a link)',
  });

/**
 * Help for the fields many blocks share, so the same field reads the same in
 * every block's hover and in the block reference (docs/blocks.md).
 */
export const sharedHelp = {
  eyebrow: 'A short line above the heading, in small coloured capitals, e.g. How it works',
  heading: 'The section heading',
  optionalHeading: 'The section heading; leave out for none',
  intro: 'A sentence or two under the heading, in larger grey text',
  text: 'A sentence or two under the heading',
  limit: 'Show only the first N items; leave out to show them all',
  currency: 'The currency of the prices, as its ISO 4217 code: USD ($), EUR (€), GBP (£)…',
  price: 'The price in the block’s currency, not in cents, e.g. 49 or 49.99; 49 shows as $49. A paying funnel gives "amount" (minor units) instead',
} as const;

export type Action = z.infer<typeof actionSchema>;
export type Image = z.infer<typeof imageSchema>;
