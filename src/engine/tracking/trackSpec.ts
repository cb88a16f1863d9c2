import type { TrackedEvent } from '../trackedEvent.ts';

/**
 * A parameter known when the machine is built, or one that depends on the
 * option chosen in an order-options block, looked up in a table of every
 * option when the event fires, or the answer given to a question. Plain data, so the machine stays serialisable.
 */
export type Resolvable = { is: unknown } | { choice: string; byOption: Record<string, unknown> } | { sum: Resolvable[] } | { answer: string };

/** An event of the tracking plan, ready for the machine's `track` action. */
export interface TrackSpec {
  event: string;
  params: Record<string, Resolvable>;
  /** GA4 items, last in the parameters as GA4's reference lists them; empty for an event without items. */
  items: Resolvable[];
}

function resolve(value: Resolvable, selections: Readonly<Record<string, string>>, answers: Readonly<Record<string, string>>): unknown {
  if ('is' in value) return value.is;
  // Money added up in cents, so 59 + 12.5 is 71.5 and never 71.49999.
  if ('sum' in value) return Math.round(value.sum.reduce((total: number, part) => total + Number(resolve(part, selections, answers) ?? 0) * 100, 0)) / 100;
  if ('answer' in value) return answers[value.answer];
  const chosen = selections[value.choice];
  return chosen === undefined ? undefined : value.byOption[chosen];
}

/** The event as it fires now, with the visitor's current choices. */
export function resolveTracked(spec: TrackSpec, selections: Readonly<Record<string, string>>, answers: Readonly<Record<string, string>> = {}): TrackedEvent {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(spec.params)) {
    const resolved = resolve(value, selections, answers);
    if (resolved !== undefined) params[name] = resolved;
  }
  if (spec.items.length > 0) {
    params.items = spec.items.map((item) => resolve(item, selections, answers)).filter((item) => item !== undefined);
  }
  return { event: spec.event, params };
}
