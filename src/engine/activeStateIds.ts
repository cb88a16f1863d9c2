import type { StateValue } from 'xstate';

/** The ids (dot paths, as in machineGraph) of every state a snapshot's value is in: `{ landing: 'submitting' }` → landing, landing.submitting. */
export function activeStateIds(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, inner]) => {
    const id = `${prefix}${key}`;
    return inner === undefined ? [id] : [id, ...activeStateIds(inner, `${id}.`)];
  });
}
