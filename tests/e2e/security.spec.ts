/**
 * The page cannot be turned against its visitor (issue 6): the preview sends
 * the same headers a static host reads from `_headers`, and every link that
 * leaves the site is safe and well formed. (That every page carries the
 * Content-Security-Policy and nothing on it violates it is checked page by
 * page in everyPage.spec.)
 */
import { ROUTES } from './support/routes.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const REQUIRED_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test.describe('headers and links', () => {
  atOneWidth('desktop', 'the same files are served to every width');

  test('the preview sends the security headers, and _headers holds the same for static hosts', async ({ request }) => {
    const page = await request.get('/');
    for (const name of REQUIRED_HEADERS) expect(page.headers()[name], name).toBeTruthy();
    expect(page.headers()['x-content-type-options']).toBe('nosniff');

    const file = await (await request.get('/_headers')).text();
    for (const name of REQUIRED_HEADERS) {
      const value = page.headers()[name];
      expect(file.toLowerCase(), `_headers has ${name}`).toContain(`${name}: ${String(value)}`.toLowerCase());
    }
    // The published Mermaid diagrams read as text on a static host too, not as a download.
    expect(file, '_headers serves /machines/*.mmd as text').toMatch(/^\/machines\/\*\n {2}Content-Type: text\/plain; charset=utf-8$/m);
  });

  test('links that open a new tab cannot reach back; mailto and tel links are well formed', async ({ request }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      for (const [anchor] of html.matchAll(/<a [^>]*>/g)) {
        const href = /href="([^"]*)"/.exec(anchor)?.[1] ?? '';
        if (anchor.includes('target="_blank"') && !/rel="[^"]*noopener[^"]*"/.test(anchor)) problems.push(`${route}: ${anchor} has no noopener`);
        if (anchor.includes('target="_blank"') && !/rel="[^"]*noreferrer[^"]*"/.test(anchor)) problems.push(`${route}: ${anchor} has no noreferrer`);
        if (href.startsWith('mailto:') && !/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i.test(href)) problems.push(`${route}: bad mailto ${href}`);
        if (href.startsWith('tel:') && !/^tel:\+?[0-9]{6,15}$/.test(href)) problems.push(`${route}: bad tel ${href}`);
        if (/^(javascript|data|vbscript):/i.test(href)) problems.push(`${route}: script URL ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
