/**
 * Errors a page reports: uncaught exceptions and console.error calls, from
 * before it loads. Chromium also logs a failed network request as a console
 * error ("Failed to load resource: …") — that is the browser's, not the
 * app's — so such a message is excused only when it is exactly that, for a
 * request the caller names as expected to fail (a third-party request the
 * test aborted, or the 404 page's own 404 status), and nothing else.
 */
import type { Page } from '@playwright/test';

export interface ErrorLog {
  /** Everything unexcused, as readable lines. */
  errors: () => string[];
}

export function recordErrors(page: Page, expectedToFail: (url: string) => boolean = () => false): ErrorLog {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (message.text().startsWith('Failed to load resource') && expectedToFail(url)) return;
    found.push(`console.error: ${message.text()}${url === '' ? '' : ` (${url})`}`);
  });
  return { errors: () => [...found] };
}
