// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNNEL_FORMAT_VERSION, funnelSchema } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { migrateFunnel } from '../../src/config/migrations/migrateFunnel.ts';
import type { Migration } from '../../src/config/migrations/Migration.ts';
import { migrations } from '../../src/config/migrations/migrations.ts';
import { v1ToV2 } from '../../src/config/migrations/v1ToV2.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/migrations');
const readFixture = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('the list of migrations', () => {
  it('has one step per format version, in order, up to the current one', () => {
    expect(migrations.map((step) => step.from)).toEqual(Array.from({ length: FUNNEL_FORMAT_VERSION - 1 }, (_, i) => i + 1));
  });

  it.each(migrations.map((step) => [`v${step.from} → v${step.from + 1}`, step] as const))(
    '%s is pure: it returns a new object, sets the next version and leaves its input alone',
    (_name, step) => {
      const input = deepFreeze(readFixture('v1-tea-shop.json'));
      const before = JSON.stringify(input);
      const output = step.migrate({ ...input, version: step.from });
      expect(JSON.stringify(input)).toBe(before);
      expect(output).not.toBe(input);
      expect(output.version).toBe(step.from + 1);
    },
  );
});

describe('v1 → v2', () => {
  it('renames "initial" to "landing" and keeps every other field as it was', () => {
    const v1 = readFixture('v1-tea-shop.json');
    const { initial, ...rest } = v1;
    expect(v1ToV2.migrate(v1)).toEqual({ ...rest, version: 2, landing: initial });
  });

  it('keeps both fields when a file already has "landing", so the leftover "initial" is reported, not dropped', () => {
    const migrated = v1ToV2.migrate({ version: 1, initial: 'a', landing: 'b' });
    expect(migrated).toEqual({ version: 2, initial: 'a', landing: 'b' });
    const parsed = funnelSchema.safeParse(migrated);
    expect(parsed.error?.issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes('initial'))).toBe(true);
  });

  it('points a problem with "landing" back at "initial", where a version 1 file has it', () => {
    expect(v1ToV2.pathBefore(['landing'])).toEqual(['initial']);
    expect(v1ToV2.pathBefore(['steps', 'landing', 'path'])).toEqual(['steps', 'landing', 'path']);
  });
});

describe('a funnel file in an older format', () => {
  it('loads: it is migrated, then validated like any other', () => {
    const { data, errors } = loadFunnels(fixtures, 'funnels');
    expect(errors.filter((line) => line.startsWith('funnels/v1-'))).toEqual([]);
    const tea = data.find((funnel) => funnel.slug === 'v1-tea-shop');
    expect(tea).toMatchObject({ version: FUNNEL_FORMAT_VERSION, landing: 'welcome', delays: { submit: 600 } });
    expect(Object.keys(tea?.steps ?? {})).toEqual(['welcome', 'sign-up', 'welcome-pack']);
  });
});

describe('a funnel file in a newer format than this site reads', () => {
  it('is refused with the versions and what to do, naming the file', () => {
    expect(loadFunnels(fixtures, 'funnels').errors).toEqual([
      `funnels/v3-from-a-newer-site.json: version: this file is format version 3, but this site understands up to ${FUNNEL_FORMAT_VERSION} — update the site (git pull) or lower the version`,
    ]);
  });
});

describe('migrateFunnel', () => {
  const rename = (from: number, before: string, after: string): Migration => ({
    from,
    change: `${before} → ${after}`,
    migrate: ({ [before]: value, ...rest }) => ({ ...rest, version: from + 1, [after]: value }),
    pathBefore: (at) => (at[0] === after ? [before, ...at.slice(1)] : at),
  });
  const chain = { newest: 3, steps: [rename(1, 'a', 'b'), rename(2, 'b', 'c')] };

  it('runs every step from the file’s version, in order, and maps paths back through all of them', () => {
    const result = migrateFunnel({ version: 1, a: 'x' }, chain);
    expect(result).toMatchObject({ ok: true, from: 1, raw: { version: 3, c: 'x' } });
    if (result.ok) expect(result.pathInFile(['c', 0])).toEqual(['a', 0]);
  });

  it('runs only the steps a file needs', () => {
    expect(migrateFunnel({ version: 2, b: 'x' }, chain)).toMatchObject({ ok: true, from: 2, raw: { version: 3, c: 'x' } });
    const current = migrateFunnel({ version: 3, c: 'x' }, chain);
    expect(current).toMatchObject({ ok: true, from: 3, raw: { version: 3, c: 'x' } });
    if (current.ok) expect(current.pathInFile(['c'])).toEqual(['c']);
  });

  it.each([
    [{ title: 'x' }, `missing: add "version": ${FUNNEL_FORMAT_VERSION} (the current format) at the top of the file`],
    [{ version: '2' }, `expected a whole number such as ${FUNNEL_FORMAT_VERSION}, found "2"`],
    [{ version: 1.5 }, `expected a whole number such as ${FUNNEL_FORMAT_VERSION}, found 1.5`],
    [{ version: 0 }, `format versions start at 1; this site writes ${FUNNEL_FORMAT_VERSION}`],
  ])('explains a version it cannot use: %j', (raw, message) => {
    expect(migrateFunnel(raw)).toEqual({ ok: false, issue: { path: ['version'], message } });
  });

  it('explains a file that is not a JSON object at all', () => {
    expect(migrateFunnel([1, 2])).toMatchObject({ ok: false, issue: { path: [], message: expect.stringContaining('found an array') as unknown } });
  });
});
