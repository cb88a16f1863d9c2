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
  // Our own module files, and no eval. The only inline scripts are split tests' head scripts, each allowed by its hash.
  'script-src': ["'self'"],
  // styled-components writes <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
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

/** What a build's pages may do beyond the site's own files: the config's third parties (configuredSources) and inline scripts. */
export interface PolicyAdditions {
  /** The hashes (`'sha256-…'`) of the inline scripts pages may hold. */
  readonly scriptHashes?: readonly string[];
  /** Hosts per directive that the config turns on (GA4's, when a measurement ID is set). */
  readonly sources?: Readonly<Record<string, readonly string[]>>;
  /** Whether pages show websites' icons from the favicon service (the portfolio's website grid); a client's site does not. */
  readonly favicons?: boolean;
}

/** The directives with the additions appended to the directives they name, in the order given. */
function withAdditions({ scriptHashes = [], sources = {}, favicons = true }: PolicyAdditions): Record<string, string[]> {
  const own = favicons ? { ...directives, 'img-src': [...(directives['img-src'] ?? []), ...FAVICON_HOSTS] } : directives;
  const combined = Object.fromEntries(Object.entries(own).map(([name, list]) => [name, [...list, ...(sources[name] ?? [])]]));
  combined['script-src'] = [...(combined['script-src'] ?? []), ...scriptHashes];
  return combined;
}

/**
 * The policy for a <meta http-equiv> (browsers ignore frame-ancestors there).
 * A page is held to both this and the header, so both name the same hashes and hosts.
 */
export function contentSecurityPolicyMeta(additions: PolicyAdditions = {}): string {
  return serialize(withAdditions(additions));
}

/** The full policy, sent as a header. */
export function contentSecurityPolicy(additions: PolicyAdditions = {}): string {
  return serialize({ ...withAdditions(additions), 'frame-ancestors': ["'none'"] });
}

export function securityHeaders(additions: PolicyAdditions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(additions),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * `_headers` in the format Netlify and Cloudflare Pages read; `speculation`
 * adds each funnel step's Speculation-Rules, `additions` the inline head
 * scripts and configured hosts the policy allows, `stepPages` the patterns
 * of the funnels' pages (funnelPagePatterns).
 */
export function headersFile(speculation: readonly StepSpeculation[] = [], additions: PolicyAdditions = {}, stepPages: readonly string[] = ['/funnels/*']): string {
  // A client's home funnel is at the root, so its steps' pattern is /*, the security headers' own: a second /* rule
  // would replace the first on Cloudflare Pages (every page served without its policy), so it joins that rule.
  const everyPageAStep = speculation.length > 0 && stepPages.includes('/*');
  const speculationLines =
    speculation.length === 0
      ? []
      : [
          '# Each funnel step names the pages its machine can show next, for the browser to fetch ahead (src/site/host/speculationRules.ts).',
          ...speculation.flatMap(({ page, file }) => [page, `  Speculation-Rules: "${file}"`]),
          '/speculation/*',
          '  Content-Type: application/speculationrules+json',
          ...stepPages.filter((pattern) => pattern !== '/*').flatMap((pattern) => [pattern, `  No-Vary-Search: ${STEP_NO_VARY_SEARCH}`]),
          '',
        ];
  const lines = Object.entries(securityHeaders(additions)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    ...(everyPageAStep ? [`  No-Vary-Search: ${STEP_NO_VARY_SEARCH}`] : []),
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
