/**
 * The build is static HTML first (issue 4): every route arrives finished,
 * with its head tags in <head>. (Reading each page without JavaScript and
 * its hydration are checked page by page in everyPage.spec.) The route list
 * is computed here from the content and funnel files, independently of the
 * app's own route code.
 */
import { ORIGIN, ROUTES } from './support/routes.ts';
import { atOneWidth, expect, test } from './support/test.ts';

/** The parts of a raw HTML document the tests look at, split without a browser. */
function splitDocument(html: string) {
  const headEnd = html.indexOf('</head>');
  expect(headEnd, 'the document has a </head>').toBeGreaterThan(0);
  return { head: html.slice(0, headEnd), body: html.slice(headEnd) };
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

test.describe('prerendered HTML', () => {
  // Raw HTML does not depend on the viewport; one project is enough.
  atOneWidth('desktop', 'the same files are served to every width');

  test('sitemap.xml lists exactly the routes in content/ and funnels/, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(ROUTES.map((route) => ORIGIN + route).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  for (const route of ROUTES) {
    test(`${route} arrives as a finished page with one title, description and canonical in <head>`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const { head, body } = splitDocument(await response.text());
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
  }

  test('the file served for an unknown address is 404.html with status 404', async ({ request }) => {
    const response = await request.get('/no-such-page/at-all');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });
});
