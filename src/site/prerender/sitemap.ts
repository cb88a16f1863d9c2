import type { Alternate } from '../../i18n/languagePaths.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml for the prerendered paths. On a site in more languages each page names its translations, itself
 * among them, and the home language's as x-default (Google's "localized versions" in a sitemap).
 */
export function sitemapXml(origin: string, paths: readonly string[], alternatesOf: (urlPath: string) => readonly Alternate[] = () => []): string {
  const link = (language: string, href: string) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(origin + href)}"/>`;
  const pages = paths.map((urlPath) => ({ urlPath, alternates: alternatesOf(urlPath) }));
  const urls = pages.map(({ urlPath, alternates }) => {
    const [home] = alternates;
    if (home === undefined) return `  <url><loc>${escapeXml(origin + urlPath)}</loc></url>`;
    const links = alternates.map((alternate) => link(alternate.language, alternate.path)).join('');
    return `  <url>\n    <loc>${escapeXml(origin + urlPath)}</loc>${links}${link('x-default', home.path)}\n  </url>`;
  });
  const namespaces = pages.some((page) => page.alternates.length > 0) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
