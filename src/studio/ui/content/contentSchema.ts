import type { RJSFSchema } from '@rjsf/utils';
import pageFileSchema from '../../../../schemas/page.schema.json';
import type { BlockTypes } from '../BlockList.tsx';

type ObjectSchema = RJSFSchema & { properties: Record<string, RJSFSchema> };

const asObject = (schema: unknown): ObjectSchema => ({ properties: {}, ...(schema as RJSFSchema) }) as ObjectSchema;

/** A file's own fields but `without` (its blocks or screens, edited as lists): the form of its top part. */
export function fieldsSchema(schema: unknown, without: readonly string[]): RJSFSchema {
  const root = asObject(schema);
  const keys = Object.keys(root.properties).filter((key) => !without.includes(key) && key !== '$schema');
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, root.properties[key] ?? {}])),
    required: (root.required ?? []).filter((key) => keys.includes(key)),
  };
}

/** The schema of one item of the list at `key` (the file itself, a list at its top, where key is undefined). */
export function itemSchema(schema: unknown, key?: string): RJSFSchema {
  const list = key === undefined ? (schema as RJSFSchema) : asObject(schema).properties[key];
  const items = list?.items;
  return typeof items === 'object' && !Array.isArray(items) ? items : {};
}

/** The schema of a page's block of `type`: one of the page file's block shapes, by its `type`'s const. */
export function pageBlockSchema(schema: unknown, type: string): RJSFSchema | undefined {
  const shapes = itemSchema(schema, 'blocks').oneOf ?? [];
  return shapes.find((shape): shape is RJSFSchema => typeof shape === 'object' && asObject(shape).properties.type?.const === type);
}

const blockShapes = (asObject(pageFileSchema).properties.blocks?.items as { oneOf: RJSFSchema[] }).oneOf;

/** The block types that show content/<id>.json, by the block reference's own words ("from content/logos.json"). */
export function blockTypesShowing(id: string): string[] {
  return blockShapes.flatMap((shape) => {
    const type = asObject(shape).properties.type?.const;
    return typeof type === 'string' && shape.description?.includes(`content/${id}.json`) === true ? [type] : [];
  });
}

/** The block types a page file's schema takes (its `blocks`' shapes, in the block registry's order), each with the block reference's description. */
export function pageBlockTypes(schema: unknown): BlockTypes {
  const shapes = (itemSchema(schema, 'blocks').oneOf ?? []).filter((shape): shape is RJSFSchema => typeof shape === 'object');
  const described = new Map(shapes.flatMap((shape) => {
    const type = asObject(shape).properties.type?.const;
    return typeof type === 'string' ? [[type, shape.description ?? ''] as const] : [];
  }));
  return { names: [...described.keys()], describe: (type) => described.get(type) ?? '' };
}
