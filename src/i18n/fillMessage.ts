const PLACEHOLDER = /\{(\w+)\}/g;

/** The names a message's {placeholders} use, for comparing a translation's with English's. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/** A message with its {placeholders} filled in; an unknown one is left as written, so a slip shows on the page. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * A message cut at its placeholders, each replaced by its value (text or an element), empty pieces dropped:
 * as React children they render exactly as JSX's `text {value} text` did, one text node each.
 */
export function fillParts<T>(message: string, values: Readonly<Record<string, T>>): (string | T)[] {
  const parts: (string | T)[] = [];
  let at = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > at) parts.push(message.slice(at, match.index));
    parts.push(values[name] as T);
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push(message.slice(at));
  return parts;
}
