/**
 * The page cannot be turned against its visitor (issue 6): every built page
 * carries the Content-Security-Policy, nothing on any route violates it, the
 * preview sends the same headers a static host reads from `_headers`, and
 * every link that leaves the site is safe and well formed.
 */
import type { Page } from '@playwright/test';
import { MISSING_ROUTE, ROUTES } from './support/routes.ts';
import { expect, test } from './support/test.ts';

const REQUIRED_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

/** Records CSP violations from before the first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleReports];
}

test.describe('Content-Security-Policy', () => {
  for (const route of [...ROUTES, MISSING_ROUTE]) {
    test(`${route} runs under the policy without a violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      // The favicon service is unreachable here; answering it keeps the check about our own page.
      await page.route(/^https:\/\/www\.google\.com\/s2\/favicons/, (route) => route.abort());
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-eval');
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Scroll through, so lazy pictures, carousels and the back-to-top button load under the policy too.
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
      });
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('headers and links', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files are served to every width');

  test('the preview sends the security headers, and _headers holds the same for static hosts', async ({ request }) => {
    const page = await request.get('/');
    for (const name of REQUIRED_HEADERS) expect(page.headers()[name], name).toBeTruthy();
    expect(page.headers()['x-content-type-options']).toBe('nosniff');

    const file = await (await request.get('/_headers')).text();
    for (const name of REQUIRED_HEADERS) {
      const value = page.headers()[name];
      expect(file.toLowerCase(), `_headers has ${name}`).toContain(`${name}: ${String(value)}`.toLowerCase());
    }
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
