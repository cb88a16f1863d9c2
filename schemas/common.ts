import { z } from 'zod';
import { iconNames } from '../src/ui/icons.ts';

export const iconSchema = z
  .enum(iconNames)
  .describe('An icon from the site icon set');

/** A local asset path: artwork is ours and served from the site itself. */
export const assetPathSchema = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'expected a site path starting with "/" (artwork is served by the site, not hot-linked)')
  .describe('Path of a file under public/, e.g. /art/plants/fiddle-leaf-fig.svg');

export const imageSchema = z
  .strictObject({
    src: assetPathSchema,
    alt: z.string().describe('What the picture shows, for people who cannot see it; empty only for decoration'),
    width: z.number().int().positive().describe('Intrinsic width in pixels; reserves space so nothing shifts'),
    height: z.number().int().positive().describe('Intrinsic height in pixels'),
  })
  .describe('A picture with its alt text and intrinsic size');

export const eventNameSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an event name in UPPER_SNAKE_CASE, e.g. ORDER')
  .describe('An event the funnel step handles in its "on" map, e.g. ORDER');

export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected a lower-case anchor id, e.g. booking')
  .describe('The id of a block on the same step to scroll to');

export const hrefSchema = z
  .string()
  .regex(
    /^(\/[\w\-./#?=&]*|https:\/\/\S+|mailto:\S+@\S+|tel:\+?[\d\s-]+)$/,
    'expected a site path ("/…"), an https:// address, a mailto: or a tel: link',
  )
  .describe('Where a link goes: a site path, an https:// address, mailto: or tel:');

const labelSchema = z.string().min(1).describe('The visible text of the button or link');
const variantSchema = z
  .enum(['primary', 'secondary', 'ghost'])
  .default('primary')
  .describe('How prominent the control is');

/**
 * What a button does. Exactly one of `event` (advance the funnel machine),
 * `scrollTo` (move to a block on the page) or `href` (follow a link).
 */
export const actionSchema = z.union([
  z.strictObject({ label: labelSchema, variant: variantSchema, icon: iconSchema.optional(), event: eventNameSchema }),
  z.strictObject({ label: labelSchema, variant: variantSchema, icon: iconSchema.optional(), scrollTo: anchorIdSchema }),
  z.strictObject({ label: labelSchema, variant: variantSchema, icon: iconSchema.optional(), href: hrefSchema }),
]);

export type Action = z.infer<typeof actionSchema>;
export type Image = z.infer<typeof imageSchema>;
