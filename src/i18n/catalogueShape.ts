import { z } from 'zod';
import { isPlural, PLURAL_CATEGORIES, type CatalogueTree } from './catalogueSchema.ts';

/**
 * English's catalogue as a zod schema of its exact keys, for the JSON Schema a translator's editor reads
 * (schemas/language.schema.json): every message required, each described by its English, a plural message
 * open to every CLDR category with `other` required. The build's own check is checkCatalogue.
 */
export function catalogueShape(tree: CatalogueTree): z.ZodType {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => {
        if (key === '$schema') return [key, z.string().optional().describe('This schema, for the editor: ../schemas/language.schema.json')];
        if (typeof value === 'string') return [key, z.string().min(1).describe(`In English: ${value}`)];
        if (isPlural(value)) {
          const categories = Object.fromEntries(
            PLURAL_CATEGORIES.map((category) => {
              const text = z.string().min(1).describe(`The message for a count in the plural category "${category}" (Intl.PluralRules)`);
              return [category, category === 'other' ? text : text.optional()];
            }),
          );
          return [key, z.strictObject(categories).describe(`A count's message, by the language's plural categories; in English: ${JSON.stringify(value)}`)];
        }
        return [key, catalogueShape(value).describe(`The group of messages "${key}"`)];
      }),
    ),
  );
}
