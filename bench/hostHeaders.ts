/**
 * A `_headers` file (the Netlify format, which Cloudflare Pages also reads): a URL pattern on a line of its
 * own, then its headers indented as `Name: value`; `#` starts a comment. `*` matches anything, slashes
 * included, and `:name` one path segment. Cloudflare's `! Name` takes a header another rule gave off the
 * addresses this rule matches.
 */
export interface HeaderRule {
  readonly pattern: string;
  readonly matches: RegExp;
  /** In file order; a name given twice in one rule is one header whose values are joined with ", ". */
  readonly headers: readonly (readonly [name: string, value: string])[];
  /** The names `! Name` takes off, in lower case. */
  readonly detached: readonly string[];
}

export function parseHeadersFile(text: string, fileName = '_headers'): HeaderRule[] {
  const rules: { pattern: string; headers: Map<string, [string, string]>; detached: string[] }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: pathOf(line, `${fileName}:${index + 1}`), headers: new Map(), detached: [] });
      return;
    }
    const rule = rules.at(-1);
    const detach = /^!\s*(\S+)$/.exec(line)?.[1];
    if (rule && detach !== undefined) {
      rule.detached.push(detach.toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    if (!rule || colon <= 0) throw new Error(`${fileName}:${index + 1}: expected "Name: value" under a URL pattern, got "${line}"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const key = name.toLowerCase();
    const earlier = rule.headers.get(key);
    rule.headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
  });
  return rules.map(({ pattern, headers, detached }) => ({ pattern, matches: patternRegExp(pattern), headers: [...headers.values()], detached }));
}

/**
 * The headers the rules give a request path. When several rules match and name the same header, the later
 * rule wins, as Netlify resolves it (Cloudflare Pages would join the values; this site's file never
 * names a header twice, so the two hosts agree on it).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, readonly [string, string]> {
  const headers = new Map<string, readonly [string, string]>();
  const matching = rules.filter((rule) => rule.matches.test(pathname));
  for (const rule of matching) for (const header of rule.headers) headers.set(header[0].toLowerCase(), header);
  // A detached header is gone whichever matching rule gave it, as Cloudflare Pages applies `! Name`.
  for (const rule of matching) for (const name of rule.detached) headers.delete(name);
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
