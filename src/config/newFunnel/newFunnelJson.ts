const WIDTH = 120;

/** `{"a":[1,2]}` → `{ "a": [1, 2] }` */
function oneLine(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map((item: unknown) => oneLine(item)).join(', ')}]`;
  const entries = Object.entries(value).map(([key, item]: [string, unknown]) => `${JSON.stringify(key)}: ${oneLine(item)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/**
 * `value` laid out as the funnel files are, for a place in a file whose line is
 * indented by `indent` and where `lead` characters of the line come before it:
 * the studio writes a new block or step into a file with this, like its neighbours.
 */
export function layOutJson(value: unknown, indent: string, lead: number): string {
  return format(value, indent, lead);
}

function format(value: unknown, indent: string, lead: number): string {
  const flat = oneLine(value);
  if (typeof value !== 'object' || value === null || lead + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item: unknown) => `${inner}${format(item, inner, inner.length)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([key, item]: [string, unknown]) => {
    const name = `${inner}${JSON.stringify(key)}: `;
    return `${name}${format(item, inner, name.length)}`;
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/**
 * JSON laid out as the funnel files are written by hand: an object or list
 * that fits on a line stays on it, so a block reads as one line and a page
 * as a short list of them, not a long column of brackets.
 */
export function newFunnelJson(value: unknown): string {
  return `${format(value, '', 0)}\n`;
}
