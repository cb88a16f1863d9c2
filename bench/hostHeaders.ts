/**
 * A `_headers` file (the Netlify format, which Cloudflare Pages also reads): a URL pattern on a line of its
 * own, then its headers indented as `Name: value`; `#` starts a comment. `*` matches anything, slashes
 * included, and `:name` one path segment.
 */
export interface HeaderRule {
  readonly pattern: string;
  readonly matches: RegExp;
  /** In file order; a name given twice in one rule is one header whose values are joined with ", ". */
  readonly headers: readonly (readonly [name: string, value: string])[];
}

export function parseHeadersFile(text: string, fileName = '_headers'): HeaderRule[] {
  const rules: { pattern: string; headers: Map<string, [string, string]> }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: pathOf(line, `${fileName}:${index + 1}`), headers: new Map() });
      return;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon <= 0) throw new Error(`${fileName}:${index + 1}: expected "Name: value" under a URL pattern, got "${line}"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const key = name.toLowerCase();
    const earlier = rule.headers.get(key);
    rule.headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
  });
  return rules.map(({ pattern, headers }) => ({ pattern, matches: patternRegExp(pattern), headers: [...headers.values()] }));
}

/**
 * The headers the rules give a request path. When several rules match and name the same header, the later
 * rule wins, as Netlify resolves it (Cloudflare Pages would join the values; this site's file never
 * names a header twice, so the two hosts agree on it).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, readonly [string, string]> {
  const headers = new Map<string, readonly [string, string]>();
  for (const rule of rules) {
    if (!rule.matches.test(pathname)) continue;
    for (const header of rule.headers) headers.set(header[0].toLowerCase(), header);
  }
  return headers;
}

function pathOf(pattern: string, where: string): string {
  // An absolute URL pattern names the site's own host; only its path can match a local request.
  if (/^https?:\/\//.test(pattern)) return new URL(pattern).pathname;
  if (!pattern.startsWith('/')) throw new Error(`${where}: a URL pattern starts with "/" or https://, got "${pattern}"`);
  return pattern;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}
