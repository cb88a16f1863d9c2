import type { Alternate } from '../../i18n/languagePaths.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml for the prerendered paths. On a site in more languages each page names its translations, itself
 * among them, and the home language's as x-default (Google's "localized versions" in a sitemap).
 */
export function sitemapXml(origin: string, paths: readonly string[], alternatesOf: (urlPath: string) => readonly Alternate[] = () => []): string {
  let translated = false;
  const urls = paths.map((urlPath) => {
    const alternates = alternatesOf(urlPath);
    if (alternates.length === 0) return `  <url><loc>${escapeXml(origin + urlPath)}</loc></url>`;
    translated = true;
    const link = (language: string, href: string) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(origin + href)}"/>`;
    const links = alternates.map((alternate) => link(alternate.language, alternate.path)).join('');
    return `  <url>\n    <loc>${escapeXml(origin + urlPath)}</loc>${links}${link('x-default', alternates[0]?.path ?? urlPath)}\n  </url>`;
  });
  const namespaces = translated ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
