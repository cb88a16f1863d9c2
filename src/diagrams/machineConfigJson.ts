/** Checks that a value is plain JSON, naming the first place where it is not, e.g. `states.landing.entry[0]`. */
function assertPlainJson(value: unknown, where: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      assertPlainJson(item, `${where}[${index}]`);
    });
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, inner] of Object.entries(value)) {
      // An absent option (XState's setup adds `schemas: undefined`) is simply left out, as JSON.stringify does.
      if (inner !== undefined) assertPlainJson(inner, where === '' ? key : `${where}.${key}`);
    }
    return;
  }
  throw new TypeError(`The machine config is not plain JSON at ${where === '' ? 'its root' : where}: found ${typeof value}`);
}

/**
 * The config a machine was created from, as Stately's editor imports it.
 * JSON.stringify would silently drop a function, so anything that is not plain
 * JSON fails here instead; keys keep the factory's (the funnel file's) order.
 */
export function machineConfigJson(machine: { config: unknown }): string {
  assertPlainJson(machine.config, '');
  return `${JSON.stringify(machine.config, null, 2)}\n`;
}
