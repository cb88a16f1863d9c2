import { securityHeaders } from './securityPolicy.ts';

/** The files a host reads itself; they are never served, so they need no rule. */
const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json', '_worker.js']);

/**
 * The headers that only a document acts on: its policy, its framing, the referrer and features it
 * allows, and how its query is read. `X-Content-Type-Options` stays on every file: it is what keeps a
 * script or a picture from being taken for something else.
 */
export function pageOnlyHeaders(): string[] {
  return [...Object.keys(securityHeaders()).filter((name) => name !== 'X-Content-Type-Options'), 'No-Vary-Search'];
}

/**
 * `_headers` rules that take the page-only headers off every file of the build that is not a page, one
 * rule per extension the build holds (`/*.js`, `/*.avif`…), with Cloudflare Pages' `! Name` detach. A
 * page is any `.html` file, or an address with no extension: those keep every header of `/*`. Returns
 * the rules' lines; none for a Netlify build, which has no way to take a header off (docs/deploy.md).
 */
export function fileHeaderRules(files: readonly string[], env: Record<string, string | undefined> = process.env): string[] {
  if (env.NETLIFY !== undefined) return [];
  const extensions = new Set<string>();
  for (const file of files) {
    const name = file.split('/').at(-1) ?? '';
    if (HOST_FILES.has(file) || name.endsWith('.html')) continue;
    const dot = name.lastIndexOf('.');
    if (dot > 0) extensions.add(name.slice(dot + 1));
  }
  if (extensions.size === 0) return [];
  const detached = pageOnlyHeaders().map((name) => `  ! ${name}`);
  return [
    '# Files that are not pages: the headers only a document acts on are taken off them (Cloudflare Pages reads',
    "# `! Name`), so each script, style, font and picture carries its type, caching and nosniff, not the page's policy.",
    ...[...extensions].sort().flatMap((extension) => [`/*.${extension}`, ...detached]),
    '',
  ];
}
