/**
 * The routes a build prerenders, read from its sitemap.xml so they are never listed twice: the sitemap
 * is written from the same paths as the HTML files. The 404 page is added as `/404.html`: Lighthouse
 * refuses to measure a page answered with status 404, and a host serves the same file with 200 under
 * that name.
 */
export function routesFromSitemap(sitemapXml: string, has404Page: boolean): string[] {
  const routes = [...sitemapXml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  if (routes.length === 0) throw new Error('sitemap.xml lists no <loc>');
  return has404Page ? [...routes, notFoundRoute] : routes;
}

export const notFoundRoute = '/404.html';

/** Asks the server being measured, so the same code serves --dir and --url. */
export async function siteRoutes(origin: string): Promise<string[]> {
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`GET ${origin}/sitemap.xml answered ${sitemap.status}: pass --routes instead`);
  const notFound = await fetch(`${origin}${notFoundRoute}`, { method: 'HEAD', redirect: 'manual' });
  const routes = routesFromSitemap(await sitemap.text(), notFound.ok);
  // Cloudflare Pages answers /404.html with a 308 to /404, where it serves the same file: measured there.
  const moved = notFound.status >= 300 && notFound.status < 400 ? notFound.headers.get('Location') : null;
  return moved === null ? routes : [...routes, new URL(moved, origin).pathname];
}
