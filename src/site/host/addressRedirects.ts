/**
 * `_redirects` rules that send a page's `/a/b/index.html` straight to its own address, `/a/b`, the query
 * kept, in one permanent redirect. Without it Cloudflare Pages answers it with a 308 to `/a/b/` and
 * Netlify with the file; the site's own address (`/`) is each host's own rule. Netlify serves a file
 * that exists before reading a rule, unless the rule is forced (`!`), a status Cloudflare refuses: so
 * each host's build gets its own form (docs/deploy.md#one-address-a-page).
 */
export function addressRedirects(env: Record<string, string | undefined> = process.env, translations: readonly string[] = []): string {
  const forced = env.NETLIFY === undefined ? '' : '!';
  // Cloudflare Pages answers an unknown address with the nearest 404.html up its folders; Netlify only with the
  // top one, unless told: a translation's unknown addresses get its own (not forced: its pages are served first).
  const notFound = env.NETLIFY === undefined ? [] : translations.map((language) => `/${language}/*  /${language}/404.html  404`);
  return [
    "# Each page's folder form, /a/b/index.html, answered with one permanent redirect to its address, /a/b.",
    `/*/index.html  /:splat  301${forced}`,
    ...(notFound.length === 0 ? [] : ["# A translation's unknown address: its own 404 page.", ...notFound]),
    '',
  ].join('\n');
}
