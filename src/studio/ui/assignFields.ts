/**
 * Writes a form's fields back into an object: a field left empty is left out, the rest keep their places, and a
 * field filled in for the first time goes after the form's field before it (`delays` after `landing`), not at the
 * end of the file.
 */
export function assignFields(target: Record<string, unknown>, keys: readonly string[], values: Record<string, unknown>) {
  const added = keys.filter((key) => values[key] !== undefined && !(key in target));
  for (const key of keys) {
    if (values[key] === undefined) Reflect.deleteProperty(target, key);
    else if (!added.includes(key)) target[key] = values[key];
  }
  if (added.length === 0) return;
  const entries = Object.entries(target);
  for (const key of added) {
    const before = keys.slice(0, keys.indexOf(key)).findLast((other) => entries.some(([name]) => name === other));
    const at = before === undefined ? 0 : entries.findIndex(([name]) => name === before) + 1;
    entries.splice(at, 0, [key, values[key]]);
  }
  for (const key of Object.keys(target)) Reflect.deleteProperty(target, key);
  Object.assign(target, Object.fromEntries(entries));
}
