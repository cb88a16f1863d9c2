import { z } from 'zod';
import { projectSchema } from '../../../schemas/content.ts';
import { funnelSchema } from '../../../schemas/funnel.ts';
import { clientSiteSchema } from '../../../schemas/clientSite.ts';
import { caseStudyTemplateSchema, pageSchema, privacyTemplateSchema } from '../../../schemas/page.ts';

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
};

export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([file, schema]) => [
      file,
      `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }), null, 2)}\n`,
    ]),
  );
}
