import type { RJSFSchema } from '@rjsf/utils';
import funnelFileSchema from '../../../schemas/funnel.schema.json';

/**
 * The parts of the funnel file's JSON Schema the studio's forms are drawn
 * from: the very file `npm run schema` writes from the zod schemas (their
 * input side), so a form offers exactly the fields, choices and descriptions
 * an editor offers in the JSON.
 */
const root = funnelFileSchema as unknown as RJSFSchema & { properties: Record<string, RJSFSchema> };

function objectSchema(value: unknown): RJSFSchema & { properties: Record<string, RJSFSchema> } {
  return value as RJSFSchema & { properties: Record<string, RJSFSchema> };
}

const stepSchema = objectSchema((root.properties.steps as { additionalProperties: unknown }).additionalProperties);
const blockSchemas = (stepSchema.properties.blocks as { items: { oneOf: RJSFSchema[] } }).items.oneOf;

/** The type a block schema is for: the `const` of its `type`. */
function typeOf(schema: RJSFSchema): string {
  return String((objectSchema(schema).properties.type as { const?: unknown }).const);
}

/** Every block type the file may use, in the registry's order. */
export const blockTypeNames: readonly string[] = blockSchemas.map(typeOf);

/** A block type's description, as the block reference gives it. */
export function blockDescription(type: string): string {
  const schema = blockSchemas.find((candidate) => typeOf(candidate) === type);
  return schema?.description ?? '';
}

/** The JSON Schema of one block type, or undefined for a type the registry does not have. */
export function blockJsonSchema(type: string): RJSFSchema | undefined {
  return blockSchemas.find((candidate) => typeOf(candidate) === type);
}

/** A step's own fields (its address, title, description, whether it ends the flow): its blocks and transitions have their own editors. */
export const stepFieldsSchema: RJSFSchema = {
  type: 'object',
  properties: {
    path: stepSchema.properties.path ?? {},
    title: stepSchema.properties.title ?? {},
    description: stepSchema.properties.description ?? {},
    final: stepSchema.properties.final ?? {},
  },
  required: ['path', 'title', 'description'],
};

/** The funnel's own fields: its name, pitch, place in the gallery, theme, landing step and named waits. */
export const funnelFieldsSchema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(['title', 'pitch', 'order', 'theme', 'landing', 'delays'].map((key) => [key, root.properties[key] ?? {}])),
  required: ['title', 'pitch', 'theme', 'landing'],
};

/** The schema of a top-level section edited as JSON (tracking, experiments, forecast). */
export function sectionSchema(key: 'tracking' | 'experiments' | 'forecast'): RJSFSchema {
  return root.properties[key] ?? {};
}
