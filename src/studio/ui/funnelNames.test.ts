// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { sectionSchema } from './funnelJsonSchema.ts';
import { funnelNames, NAME_RULES, withFunnelNames } from './funnelNames.ts';

const skincare = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../funnels/skincare.json'), 'utf8')) as FunnelFile;
const names = funnelNames(skincare);

/** Every `description` in a schema, at any depth. */
function descriptions(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(descriptions);
  if (typeof schema !== 'object' || schema === null) return [];
  const own = (schema as { description?: unknown }).description;
  return [...(typeof own === 'string' ? [own] : []), ...Object.values(schema).flatMap(descriptions)];
}

/** The schema at a path of keys. */
function at(schema: unknown, ...keys: (string | number)[]): Record<string, unknown> {
  return keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], schema) as Record<string, unknown>;
}

describe('a funnel’s own names in its JSON panes’ schemas', () => {
  it('are read from the funnel: steps, the events its steps handle, split tests, block names by type', () => {
    expect(names.steps).toEqual(['landing', 'order', 'thank-you']);
    expect(names.events).toContain('CHECKOUT');
    expect(names.experiments).toEqual(['two-bottles-first']);
    expect(names.blockNames['order-options']).toEqual(['bottles']);
    expect(names.blockNames['order-bump']).toEqual(['cleanser']);
  });

  it('each rule matches a description of schemas/funnel.schema.json, so a reworded one fails here', () => {
    const all = (['tracking', 'experiments', 'forecast'] as const).flatMap((key) => descriptions(sectionSchema(key)));
    for (const rule of NAME_RULES) expect(all.some((description) => rule.pattern.test(description)), String(rule.pattern)).toBe(true);
  });

  it('are offered where a field names a step, an event, a block or a split test, and nowhere else', () => {
    const tracking = withFunnelNames(sectionSchema('tracking'), names);
    const when = at(tracking, 'properties', 'events', 'items', 'properties', 'when', 'anyOf');
    expect(at(when, 0, 'properties', 'enter').examples).toEqual(['landing', 'order', 'thank-you']);
    // Its limits are the check's to apply: a half-typed name still finds its branch of the anyOf.
    expect(at(when, 0, 'properties', 'enter').minLength).toBeUndefined();
    expect(at(when, 1, 'properties', 'event').examples).toEqual(names.events);
    expect(at(when, 2, 'properties', 'choose').examples).toEqual(['bottles']);
    // A GA4 event name keeps the schema's own list.
    expect(at(tracking, 'properties', 'events', 'items', 'properties', 'event').enum).toContain('purchase');
    expect(at(tracking, 'properties', 'events', 'items', 'properties', 'event').enum).not.toContain('landing');

    const forecast = withFunnelNames(sectionSchema('forecast'), names);
    expect(at(forecast, 'properties', 'steps', 'propertyNames').enum).toEqual(['landing', 'order', 'thank-you']);
    expect(at(forecast, 'properties', 'experiments', 'propertyNames').enum).toEqual(['two-bottles-first']);
    // A field that defines a name (a split test's own) is free text.
    const experiments = withFunnelNames(sectionSchema('experiments'), names);
    expect(at(experiments, 'items', 'properties', 'step').examples).toEqual(['landing', 'order', 'thank-you']);
    expect(at(experiments, 'items', 'properties', 'name').pattern).toBe(at(sectionSchema('experiments'), 'items', 'properties', 'name').pattern);
  });

  it('leave a field free when the funnel has none of its kind yet, and the schema given untouched', () => {
    const none = { ...names, experiments: [] };
    const before = JSON.stringify(sectionSchema('forecast'));
    expect(at(withFunnelNames(sectionSchema('forecast'), none), 'properties', 'experiments', 'propertyNames').enum).toBeUndefined();
    expect(JSON.stringify(sectionSchema('forecast'))).toBe(before);
  });
});
