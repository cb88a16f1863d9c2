/** Parsed JSON walked by path, for tests that edit a funnel file as a person would edit its text. */
type Container = Record<string, unknown> | unknown[];

function containerAt(value: unknown, path: readonly (string | number)[]): Container {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  if (typeof current !== 'object' || current === null) throw new Error(`no object or list at ${path.join('.')}`);
  return current as Container;
}

/** The value at `path` of `value`. */
export function jsonAt(value: unknown, path: readonly (string | number)[]): unknown {
  const last = path.at(-1);
  if (last === undefined) return value;
  return (containerAt(value, path.slice(0, -1)) as Record<string | number, unknown>)[last];
}

/** Sets the value at `path`; returns `value`, to pass on. */
export function setJsonAt<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  const parent = containerAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) ?? ''] = next;
  return value;
}

/** The list at `path`, to splice. */
export function listAt(value: unknown, path: readonly (string | number)[]): unknown[] {
  const list = containerAt(value, path);
  if (!Array.isArray(list)) throw new Error(`no list at ${path.join('.')}`);
  return list;
}

/** The object at `path`. */
export function objectAt(value: unknown, path: readonly (string | number)[]): Record<string, unknown> {
  const object = containerAt(value, path);
  if (Array.isArray(object)) throw new Error(`a list, not an object, at ${path.join('.')}`);
  return object;
}
