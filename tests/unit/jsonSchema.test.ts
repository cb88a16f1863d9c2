// @vitest-environment node
import { WORDS_FILE } from '../../src/config/load/funnelSlug.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formFieldSchema } from '../../schemas/formField.ts';
import { blockTypes } from '../../src/blocks/registry.ts';
import { BLOCKS_PAGE, withBlocksTable } from '../../src/config/reference/blocksTable.ts';
import { jsonSchemas } from '../../src/config/reference/jsonSchemas.ts';
import { iconNames } from '../../src/ui/icons.ts';

const root = path.resolve(import.meta.dirname, '../..');

type JsonSchema = z.core.JSONSchema.JSONSchema;

interface Found {
  pointer: string;
  schema: JsonSchema;
  /** An object property or a record value: what an editor describes when a key is hovered. */
  isField: boolean;
}

/** Keywords whose value is a schema, or a list of schemas, to walk into (data keywords such as `default` are not). */
const SUBSCHEMAS = new Set(['items', 'prefixItems', 'propertyNames', 'anyOf', 'oneOf', 'allOf', 'not']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901: a key's `~` and `/` are escaped in a JSON pointer. */
function pointerPart(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Every schema in a generated JSON Schema, with its JSON pointer. */
function* walk(schema: JsonSchema, pointer = '', isField = false): Generator<Found> {
  yield { pointer, schema, isField };
  for (const [key, child] of Object.entries(schema)) {
    const at = `${pointer}/${pointerPart(key)}`;
    // Property names are the author's, so a prop called "default" is walked like any other.
    if (key === 'properties' && isRecord(child)) {
      for (const [name, prop] of Object.entries(child)) {
        if (isRecord(prop)) yield* walk(prop, `${at}/${pointerPart(name)}`, true);
      }
    } else if (key === 'additionalProperties' && isRecord(child)) {
      yield* walk(child, at, true);
    } else if (SUBSCHEMAS.has(key)) {
      const list: unknown[] = Array.isArray(child) ? child : [child];
      for (const [index, item] of list.entries()) {
        if (isRecord(item)) yield* walk(item, Array.isArray(child) ? `${at}/${index}` : at);
      }
    }
  }
}

const generated = Object.entries(jsonSchemas()).map(([file, text]) => ({ file, nodes: [...walk(JSON.parse(text) as JsonSchema)] }));
const funnelNodes = generated.find(({ file }) => file === 'schemas/funnel.schema.json')?.nodes ?? [];

/** The `const` of each branch's `type` property: what an editor offers when `"type": ` is typed. */
function typeConsts(union: JsonSchema | undefined): unknown[] {
  return (union?.oneOf ?? union?.anyOf ?? []).map((branch) => {
    const type = branch.properties?.type;
    return isRecord(type) ? type.const : undefined;
  });
}

function itemsOf(found: Found): JsonSchema | undefined {
  const { items } = found.schema;
  return isRecord(items) ? items : undefined;
}

describe('the generated JSON Schemas', () => {
  it.each(Object.entries(jsonSchemas()))('%s is up to date with the zod schemas (run `npm run schema`)', (file, text) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it('is named by every funnel file, so editors help while it is typed', () => {
    // A funnel's words in another language (fjord-tours.en.json) are not a funnel: the funnel's schema is not theirs.
    for (const file of readdirSync(path.join(root, 'funnels')).filter((name) => name.endsWith('.json') && !WORDS_FILE.test(name))) {
      const config: unknown = JSON.parse(readFileSync(path.join(root, 'funnels', file), 'utf8'));
      expect(config, file).toMatchObject({ $schema: '../schemas/funnel.schema.json' });
    }
  });

  it.each(generated)('$file describes every field, so an editor explains it on hover', ({ nodes }) => {
    const undescribed = nodes
      .filter(({ isField, schema }) => isField && (schema.description ?? '').trim() === '')
      .map(({ pointer }) => pointer);
    // Add .describe() (or .meta({ description })) to the zod schema of each field named here.
    expect(undescribed).toEqual([]);
  });

  it.each(generated)('$file has only valid examples, so a suggestion an editor offers passes the checks', ({ nodes }) => {
    const invalid = nodes.flatMap(({ pointer, schema }) => {
      const { examples, ...rule } = schema;
      if (examples === undefined) return [];
      // fromJSONSchema is experimental in zod 4; it covers the keywords the generator emits (type, pattern, enum, bounds).
      const check = z.fromJSONSchema(rule);
      return examples.filter((example) => !check.safeParse(example).success).map((example) => `${pointer}: ${JSON.stringify(example)}`);
    });
    expect(invalid).toEqual([]);
  });

  it.each(generated.filter(({ file }) => file !== 'schemas/project.schema.json' && file !== 'schemas/client-site.schema.json' && file !== 'schemas/language.schema.json'))(
    '$file offers exactly the registered block types, in registry order',
    ({ nodes }) => {
      const blockLists = nodes.filter(({ pointer }) => pointer.endsWith('/properties/blocks'));
      expect(blockLists.length).toBeGreaterThan(0);
      for (const list of blockLists) expect(typeConsts(itemsOf(list)), list.pointer).toEqual(blockTypes);
    },
  );

  it('offers every form field type and every icon name as a choice', () => {
    const fieldLists = funnelNodes.filter(({ pointer }) => pointer.endsWith('/properties/fields'));
    // A step's blocks, and the blocks an experiment's variant puts in their place.
    expect(fieldLists.length).toBeGreaterThan(0);
    const fieldTypes = formFieldSchema.options.map((option) => option.shape.type.value);
    for (const list of fieldLists) expect(typeConsts(itemsOf(list)), list.pointer).toEqual(fieldTypes);

    const icons = funnelNodes.filter(({ schema }) => schema.title === 'icon');
    expect(icons.length).toBeGreaterThan(0);
    for (const { pointer, schema } of icons) expect(schema.enum, pointer).toEqual(iconNames);
  });

  it('suggests step ids where a schema cannot list a file’s own steps', () => {
    // JSON Schema cannot say "a key of steps", so step-id fields carry the pattern and examples instead.
    const stepIds = funnelNodes.filter(({ schema }) => schema.title === 'step id');
    expect(stepIds.map(({ pointer }) => pointer)).toEqual(
      expect.arrayContaining(['/properties/steps/propertyNames', '/properties/steps/additionalProperties/properties/on/additionalProperties/anyOf/0']),
    );
    for (const { pointer, schema } of stepIds) {
      expect(schema.pattern, pointer).toBeDefined();
      expect(schema.examples, pointer).toContain('thank-you');
    }
  });
});

describe('the block reference', () => {
  it('lists every registered block, as generated from the registry (run `npm run schema`)', () => {
    const page = readFileSync(path.join(root, BLOCKS_PAGE), 'utf8');
    expect(page).toBe(withBlocksTable(page));
    expect(page).toContain('| `order-options` |');
  });

  it('is linked from the README, which no longer holds it', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`](${BLOCKS_PAGE})`);
    expect(readme).not.toContain('| `order-options` |');
  });
});
