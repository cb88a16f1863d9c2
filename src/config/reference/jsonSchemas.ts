import { z } from 'zod';
import { projectSchema } from '../../../schemas/content.ts';
import { funnelSchema } from '../../../schemas/funnel.ts';
import { clientSiteSchema } from '../../../schemas/clientSite.ts';
import { caseStudyTemplateSchema, pageSchema, privacyTemplateSchema } from '../../../schemas/page.ts';
import { catalogueShape } from '../../i18n/catalogueShape.ts';
import { englishWords } from '../../i18n/englishWords.ts';

/**
 * The JSON Schemas editors use while a config file is typed, generated from
 * the zod schemas (their input side: fields with defaults may be left out).
 */
const schemas = {
  'schemas/funnel.schema.json': funnelSchema,
  'schemas/page.schema.json': pageSchema,
  'schemas/case-study.schema.json': caseStudyTemplateSchema,
  'schemas/privacy.schema.json': privacyTemplateSchema,
  'schemas/project.schema.json': projectSchema,
  'schemas/client-site.schema.json': clientSiteSchema,
  // A translator's catalogue (languages/<tag>.json), keyed as English's.
  'schemas/language.schema.json': catalogueShape(englishWords),
};

/** The pairs a file gives one of (schemas/pricesFromAmounts.ts): the shown price, or the amount it is worked out from. */
const PRICE_PAIRS = [
  ['price', 'amount'],
  ['regularPrice', 'regularAmount'],
] as const;

/**
 * A priced entry names its price once, as `price` or as `amount`: the file may leave `price` out when it gives
 * `amount` (zod sees the price the loader works out), so the editor asks for one of the two, not for `price`.
 */
function pricedOnce({ jsonSchema }: { jsonSchema: { properties?: Record<string, unknown>; required?: string[]; anyOf?: unknown[] } }): void {
  for (const [price, amount] of PRICE_PAIRS) {
    if (jsonSchema.properties?.[amount] === undefined || jsonSchema.required?.includes(price) !== true) continue;
    jsonSchema.required = jsonSchema.required.filter((key) => key !== price);
    jsonSchema.anyOf = [{ required: [price] }, { required: [amount] }];
  }
}

export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([file, schema]) => [
      file,
      `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', override: pricedOnce }), null, 2)}\n`,
    ]),
  );
}
