/**
 * A page's own address, from any form of it a static host may serve the page at: `/a/b/`, `/a/b.html` and
 * `/a/b/index.html` all name `/a/b` (docs/deploy.md#one-address-a-page), and `/index.html` names `/`. The
 * query and fragment are not part of it.
 */
export function pageAddress(pathname: string): string {
  const bare = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}
