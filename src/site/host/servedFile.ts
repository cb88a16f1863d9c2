import path from 'node:path';

/**
 * The file of the build a static host answers a request path with, as Cloudflare Pages, Netlify and
 * GitHub Pages all do for this build's layout (src/site/prerender/prerenderSite.ts): the file itself
 * (`/assets/app.js`), then `name.html` for `/name` (a page, answered with a 200 at its own address),
 * then `name/index.html` for `/name/` or `/name`. Relative to the build, with `/` separators; undefined
 * when no file answers (the 404 page) or the path climbs out of the build.
 */
export function servedFile(pathname: string, isFile: (relative: string) => boolean): string | undefined {
  // normalize resolves "..", so nothing outside the build can be named.
  const normalized = path.posix.normalize(`/${pathname}`);
  if (normalized.includes('\0')) return undefined;
  const relative = normalized.replace(/^\/+/, '');
  const folder = relative.endsWith('/') || relative === '';
  const bare = relative.replace(/\/+$/, '');
  const candidates = folder ? [path.posix.join(bare, 'index.html')] : [bare, `${bare}.html`, path.posix.join(bare, 'index.html')];
  return candidates.find((candidate) => candidate !== '' && isFile(candidate));
}
