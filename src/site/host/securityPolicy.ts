/**
 * The site's security policy, in one place: the <meta> CSP in every built
 * page, the `_headers` file static hosts read, and `npm run preview` all come
 * from here.
 */
import { STEP_NO_VARY_SEARCH, type StepSpeculation } from './speculationRules.ts';

/** Where the favicon service's images come from: it redirects to gstatic. */
const FAVICON_HOSTS = ['https://www.google.com', 'https://*.gstatic.com'];

const directives: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Only our own module files: no inline script, no eval.
  'script-src': ["'self'"],
  // styled-components writes <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', ...FAVICON_HOSTS],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const serialize = (entries: Record<string, string[]>) =>
  Object.entries(entries)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The policy for a <meta http-equiv> (browsers ignore frame-ancestors there). */
export const contentSecurityPolicyMeta = serialize(directives);

/** The full policy, sent as a header. */
export const contentSecurityPolicy = serialize({ ...directives, 'frame-ancestors': ["'none'"] });

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** `_headers` in the format Netlify and Cloudflare Pages read; `speculation` adds each funnel step's Speculation-Rules. */
export function headersFile(speculation: readonly StepSpeculation[] = []): string {
  const speculationLines =
    speculation.length === 0
      ? []
      : [
          '# Each funnel step names the pages its machine can show next, for the browser to fetch ahead (src/site/host/speculationRules.ts).',
          ...speculation.flatMap(({ page, file, scripts }) => [
            page,
            `  Speculation-Rules: "${file}"`,
            ...scripts.map((script) => `  Link: <${script}>; rel=prefetch`),
          ]),
          '/speculation/*',
          '  Content-Type: application/speculationrules+json',
          '/funnels/*',
          `  No-Vary-Search: ${STEP_NO_VARY_SEARCH}`,
          '',
        ];
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    '',
    '# File names carry a content hash: they never change, so they may be cached for good.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '# The Mermaid diagrams "How this funnel works" links to: hosts do not know .mmd and would offer a download.',
    '/machines/*',
    '  Content-Type: text/plain; charset=utf-8',
    '',
    ...speculationLines,
  ].join('\n');
}
