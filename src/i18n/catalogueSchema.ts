import { z } from 'zod';

/** A catalogue as a file holds it: groups of messages, a message being text or, for a count, texts by plural category. */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** The CLDR plural categories: an object keyed by these alone (with `other`) is one plural message, not a group. */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export const isPlural = (value: CatalogueTree): boolean =>
  Object.hasOwn(value, 'other') && Object.keys(value).every((key) => (PLURAL_CATEGORIES as readonly string[]).includes(key));

/** Any catalogue's shape; which keys it must have is English's to say (checkCatalogue). */
export const catalogueSchema: z.ZodType<CatalogueTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string().min(1, 'expected words, not an empty text'), catalogueSchema], { error: 'expected a message (text) or a group of messages' })),
);
