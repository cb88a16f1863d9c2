// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../schemas/site.ts';
import { parseBlock } from '../support/parseBlock.ts';
import { configuredSources } from '../../src/site/host/configuredSources.ts';
import { contentSecurityPolicy } from '../../src/site/host/securityPolicy.ts';

const site = siteSchema.parse({ origin: 'https://example.com', name: 'A', title: 'B', email: 'a@example.com' });
const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0] ?? '', part.split(' ').slice(1)]));
const withForm = (deliver: unknown) => ({
  steps: {
    landing: {
      path: '',
      title: 'T',
      description: 'D',
      final: false,
      on: {},
      blocks: [parseBlock({ type: 'form', heading: 'Book', fields: [{ type: 'email', name: 'email', label: 'Email' }], submitLabel: 'Book', deliver })],
    },
  },
});

describe('the Content-Security-Policy and forms that deliver', () => {
  it('is the site’s own when forms post to its worker (same origin), and names a webhook’s origin in form-action and connect-src, and nowhere else, when a form posts straight to it', () => {
    const own = contentSecurityPolicy({ sources: configuredSources(site, [withForm({ to: 'worker', webhook: 'https://hooks.example.com/a' })]) });
    expect(own).toBe(contentSecurityPolicy({ sources: configuredSources(site) }));
    const straight = directives(contentSecurityPolicy({ sources: configuredSources(site, [withForm({ to: 'webhook', webhook: 'https://hooks.example.com/a/b?c=1' })]) }));
    const before = directives(own);
    const added = Object.fromEntries([...straight].flatMap(([name, sources]) => {
      const extra = sources.filter((source) => !(before.get(name) ?? []).includes(source));
      return extra.length === 0 ? [] : [[name, extra]];
    }));
    expect(added).toEqual({ 'connect-src': ['https://hooks.example.com'], 'form-action': ['https://hooks.example.com'] });
    expect(straight.get('form-action')).toEqual(["'self'", 'https://hooks.example.com']);
  });
});
