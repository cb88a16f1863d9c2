/**
 * The build is static HTML first (issue 4): every route arrives finished, with
 * its head tags in <head>, and the sitemap lists exactly the routes. Read from
 * dist/ (moved from the browser suite's prerender.spec, which fetched the same
 * files through the preview server). The route list is computed from the
 * content and funnel files, independently of the app's own route code.
 */
import { describe, expect, it } from 'vitest';
import { ORIGIN, ROUTES } from '../e2e/support/routes.ts';
import { builtFile, builtHtml, expectBuilt, notFoundHtml } from './builtSite.ts';

expectBuilt();

/** The parts of a raw HTML document the tests look at. */
function splitDocument(html: string) {
  const headEnd = html.indexOf('</head>');
  expect(headEnd, 'the document has a </head>').toBeGreaterThan(0);
  return { head: html.slice(0, headEnd), body: html.slice(headEnd) };
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('prerendered HTML', () => {
  it('sitemap.xml lists exactly the routes in content/ and funnels/, and robots.txt points at it', () => {
    const listed = [...builtFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(ROUTES.map((route) => ORIGIN + route).sort());
    expect(builtFile('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it.each(ROUTES)('%s is a finished page with one title, description and canonical in <head>', (route) => {
    const { head, body } = splitDocument(builtHtml(route));
    expect(count(head, /<title>[^<]+<\/title>/), 'one <title> in head').toBe(1);
    expect(count(head, /<meta name="description" content="[^"]+"/), 'one description in head').toBe(1);
    expect(count(head, /<link rel="canonical" href="[^"]+"/), 'one canonical in head').toBe(1);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${route}"/>`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(count(head, new RegExp(`<meta property="${property}" content="[^"]+"`)), property).toBe(1);
    }
    expect(count(head, /<meta name="twitter:card" content="summary_large_image"/)).toBe(1);
    // Nothing of the head is left behind in the body.
    expect(count(body, /<title>|<meta |<link rel="canonical"/), 'head tags in the body').toBe(0);
    expect(body).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[\s>][\s\S]*<\/main>/);
    if (route.startsWith('/projects/')) expect(body).toContain('<script type="application/ld+json">');
    // The funnels work without script now, so no page claims they need it.
    expect(body).not.toContain('needs JavaScript');
  });

  it('404.html is the not-found page with a way home', () => {
    const html = notFoundHtml();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });
});
