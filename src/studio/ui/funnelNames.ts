import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';

/**
 * The names a funnel file defines for itself: its step ids, the events its
 * steps handle, its split tests' names and the `name` of each block by type.
 * The JSON Schema cannot list them (they differ in every file), so a JSON
 * pane's completion is given them on top of what the schema offers.
 */
export interface FunnelNames {
  steps: string[];
  events: string[];
  experiments: string[];
  /** By block type (order-options, order-bump, product, question): the `name`s its blocks in this file have. */
  blockNames: Record<string, string[]>;
}

export function funnelNames(funnel: FunnelFile): FunnelNames {
  const events = new Set<string>();
  const blockNames: Record<string, string[]> = {};
  for (const step of Object.values(funnel.steps)) {
    for (const event of Object.keys(step.on ?? {})) events.add(event);
    for (const block of step.blocks) {
      const { name } = block as { name?: unknown };
      if (typeof name === 'string' && !(blockNames[block.type] ?? []).includes(name)) (blockNames[block.type] ??= []).push(name);
    }
  }
  return {
    steps: Object.keys(funnel.steps),
    events: [...events].sort(),
    experiments: (funnel.experiments ?? []).map((experiment) => experiment.name),
    blockNames,
  };
}

/**
 * Which of the funnel's own names a field of the schema takes, read from the
 * description the schema gives it (the one an editor shows, written once in
 * the zod schemas): a step id is "a key of "steps"", an event "The name of an
 * event" or one "in that step's "on"", and so on. `funnelNames.test.ts` holds
 * each rule to a field of schemas/funnel.schema.json, so a reworded
 * description fails a test rather than silently losing its completion.
 */
export const NAME_RULES: readonly { pattern: RegExp; names: (names: FunnelNames, match: RegExpExecArray) => string[] }[] = [
  { pattern: /a key of "steps"|^A step id|^A step to reach/, names: (names) => names.steps },
  { pattern: /^The name of an event|^An event in that step/, names: (names) => names.events },
  { pattern: /^The "name" of an experiment/, names: (names) => names.experiments },
  { pattern: /^The "name" of an? ([a-z-]+) block/, names: (names, match) => names.blockNames[match[1] ?? ''] ?? [] },
];

/** The names a field described so takes, or undefined for a field that names none of the funnel's own. */
export function namesFor(description: string, names: FunnelNames): string[] | undefined {
  for (const rule of NAME_RULES) {
    const match = rule.pattern.exec(description);
    if (match !== null) return rule.names(names, match);
  }
  return undefined;
}

type Schema = Record<string, unknown>;

/**
 * A copy of `schema` in which every string field that names a step, an
 * event, a split test or a block of this funnel has this funnel's ones as
 * its `examples`, and every map whose keys name one has them as its keys'
 * `enum`: what codemirror-json-schema's completion offers at the cursor. A
 * field's own limits (its pattern, its length) are left out of the copy, so
 * a half-typed name still finds its field (the library picks the branch of
 * an `anyOf` the value fits). Only for completion: the check, not this
 * schema, says what is valid.
 */
export function withFunnelNames(schema: unknown, names: FunnelNames): unknown {
  return named(schema, names, false);
}

function named(schema: unknown, names: FunnelNames, isKey: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => named(item, names, false));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) copy[key] = named(value, names, key === 'propertyNames');
  const own = typeof copy.description === 'string' && copy.type === 'string' && copy.enum === undefined ? namesFor(copy.description, names) : undefined;
  if (own === undefined || own.length === 0) return copy;
  // The library completes a key only from its `enum`; a value from its examples too, which bind nothing.
  if (isKey) return { ...copy, enum: own };
  const free = { ...copy, examples: own };
  for (const limit of ['pattern', 'minLength', 'maxLength']) Reflect.deleteProperty(free, limit);
  return free;
}
