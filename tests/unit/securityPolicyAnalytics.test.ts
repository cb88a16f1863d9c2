// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configuredSources } from '../../src/site/host/configuredSources.ts';
import { contentSecurityPolicy, contentSecurityPolicyMeta, headersFile } from '../../src/site/host/securityPolicy.ts';
import { siteSchema } from '../../schemas/site.ts';

const HASH = "'sha256-5jaQQn+QyEHf5kgn71dZz5uN+34gL2XLg/mTAY6y/Sw='";
const base = { origin: 'https://example.com', name: 'A', title: 'B', email: 'a@example.com' };
const unmeasured = siteSchema.parse(base);
const measured = siteSchema.parse({ ...base, analytics: { measurementId: 'G-7QK2M8XH4P' } });

/** The policy as the site sent it before it could measure (at 6bf884f), a hash of a split test's head script in it. */
const BEFORE =
  "default-src 'self'; script-src 'self' 'sha256-5jaQQn+QyEHf5kgn71dZz5uN+34gL2XLg/mTAY6y/Sw='; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://www.google.com https://*.gstatic.com; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0] ?? '', part.split(' ').slice(1)]));

describe('the Content-Security-Policy and the GA4 measurement ID', () => {
  it('is the policy of before, byte for byte, when no ID is configured', () => {
    expect(contentSecurityPolicy({ scriptHashes: [HASH], sources: configuredSources(unmeasured) })).toBe(BEFORE);
    expect(contentSecurityPolicyMeta({ scriptHashes: [HASH], sources: configuredSources(unmeasured) })).toBe(BEFORE.replace("; frame-ancestors 'none'", ''));
    expect(headersFile([], { scriptHashes: [HASH], sources: configuredSources(unmeasured) })).toContain(`  Content-Security-Policy: ${BEFORE}\n`);
  });

  it('adds GA4’s documented hosts to script-src, img-src and connect-src with an ID, and nothing else', () => {
    const before = directives(BEFORE);
    const after = directives(contentSecurityPolicy({ scriptHashes: [HASH], sources: configuredSources(measured) }));
    expect([...after.keys()]).toEqual([...before.keys()]);
    const added: Record<string, string[]> = {};
    for (const [name, sources] of after) {
      const extra = sources.filter((source) => !(before.get(name) ?? []).includes(source));
      if (extra.length > 0) added[name] = extra;
    }
    expect(added).toEqual({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    });
    // The split test's head script is still allowed by its hash.
    expect(after.get('script-src')).toContain(HASH);
  });
});
