import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBlocksTable } from '../../src/build/blocksTable.ts';
import { jsonSchemas } from '../../src/build/jsonSchemas.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the generated JSON Schemas', () => {
  it.each(Object.entries(jsonSchemas()))('%s is up to date with the zod schemas (run `npm run schema`)', (file, text) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it('is named by every funnel file, so editors help while it is typed', () => {
    for (const file of readdirSync(path.join(root, 'funnels')).filter((name) => name.endsWith('.json'))) {
      const config: unknown = JSON.parse(readFileSync(path.join(root, 'funnels', file), 'utf8'));
      expect(config, file).toMatchObject({ $schema: '../schemas/funnel.schema.json' });
    }
  });

  it('offers every registered block type to the editor', () => {
    const schema = readFileSync(path.join(root, 'schemas/funnel.schema.json'), 'utf8');
    for (const type of ['hero', 'order-options', 'form', 'upsell', 'carousel', 'discount-code']) {
      expect(schema).toContain(`"const": "${type}"`);
    }
  });
});

describe('the README', () => {
  it('lists every registered block, as generated from the registry (run `npm run schema`)', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toBe(withBlocksTable(readme));
    expect(readme).toContain('| `order-options` |');
  });
});
