/**
 * The page cannot be turned against its visitor (issue 6): the preview sends
 * the same headers a static host reads from `_headers`, and answers an unknown
 * address as a static host does. (That every link leaving the site is safe and
 * well formed is read from the built files in tests/site/pagesWithoutScripts;
 * that every page carries the Content-Security-Policy and nothing on it
 * violates it is checked page by page in everyPage.spec.)
 */
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

  test('an unknown address is answered with 404.html and status 404', async ({ request }) => {
    const response = await request.get('/no-such-page/at-all');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });
});
