import { z } from 'zod';

/** One wrapper less: the inside of optional/default/nullable, the input side of a pipe (a preprocess's schema, after its transform). */
function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return schema.unwrap() as z.ZodType;
  }
  if (!(schema instanceof z.ZodPipe)) return undefined;
  return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
}

function unwrap(schema: z.ZodType): z.ZodType {
  const inner = unwrapOnce(schema);
  return inner === undefined ? schema : unwrap(inner);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childOf(value: unknown, key: PropertyKey): unknown {
  if (Array.isArray(value) && typeof key === 'number') return value[key];
  return isRecord(value) && typeof key === 'string' ? value[key] : undefined;
}

/** The union member a value was meant as: by its discriminator, else the first object member with the key. */
function memberFor(union: z.ZodUnion, value: unknown, key?: PropertyKey): z.ZodType | undefined {
  const members = union.options.map((option) => unwrap(option as z.ZodType));
  if (union instanceof z.ZodDiscriminatedUnion) {
    const tag = childOf(value, union.def.discriminator);
    return members.find(
      (member) => member instanceof z.ZodObject && (member.shape[union.def.discriminator] as z.ZodType | undefined)?.safeParse(tag).success === true,
    );
  }
  if (typeof key !== 'string') return undefined;
  return members.find((member) => member instanceof z.ZodObject && Object.hasOwn(member.shape, key));
}

/**
 * The schema that validates the value at `path` of `input`, as far as it can
 * be told (a union member is picked by its discriminator, or by the key being
 * looked up). Used to explain a problem with the field's own description and
 * allowed properties; undefined when it cannot be told.
 */
export function schemaAt(schema: z.ZodType, input: unknown, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  let value = input;
  for (const key of path) {
    let node: z.ZodType | undefined = unwrap(current);
    if (node instanceof z.ZodUnion) node = memberFor(node, value, key);
    if (node instanceof z.ZodObject && typeof key === 'string') current = node.shape[key] as z.ZodType | undefined;
    else if (node instanceof z.ZodArray && typeof key === 'number') current = node.element as z.ZodType;
    else if (node instanceof z.ZodRecord) current = node.valueType as z.ZodType;
    else return undefined;
    if (current === undefined) return undefined;
    value = childOf(value, key);
  }
  return current;
}

/** A field's description, whether it was given on the field or on what the field wraps. */
export function descriptionOf(schema: z.ZodType | undefined): string | undefined {
  if (schema === undefined) return undefined;
  return schema.description ?? descriptionOf(unwrapOnce(schema));
}

/** The property names the object at `value` may have, or none when that cannot be told. */
export function allowedKeys(schema: z.ZodType | undefined, value: unknown): string[] {
  const node = schema === undefined ? undefined : unwrap(schema);
  if (node instanceof z.ZodUnion) {
    const member = memberFor(node, value);
    if (member !== undefined) return allowedKeys(member, value);
    // No way to tell which form was meant: every form's properties are candidates.
    return [...new Set(node.options.flatMap((option) => allowedKeys(option as z.ZodType, value)))];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}
