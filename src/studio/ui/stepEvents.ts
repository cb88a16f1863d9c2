import type { BlockFile } from './blockStarters.ts';
import { blockJsonSchema } from './funnelJsonSchema.ts';

/** Every `event` a value names at any depth: a button's, a form's, an offer's accept and decline. */
function eventsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) eventsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'event' && typeof child === 'string') into.add(child);
      else eventsIn(child, into);
    }
  }
}

/**
 * The events a step's blocks send, so its transitions can be picked from them:
 * those the blocks name, and the schema's default for a block that sends one
 * without naming it (a form's SUBMIT).
 */
export function stepEvents(blocks: readonly BlockFile[]): string[] {
  const events = new Set<string>();
  for (const block of blocks) {
    eventsIn(block, events);
    const own = (blockJsonSchema(block.type)?.properties?.event ?? {}) as { default?: unknown };
    if (!('event' in block) && typeof own.default === 'string') events.add(own.default);
  }
  return [...events];
}
