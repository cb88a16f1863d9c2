// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../schemas/site.ts';

const base = { origin: 'https://example.com', name: 'A', title: 'B', email: 'a@example.com' };
const problem = (measurementId: string) => {
  const parsed = siteSchema.safeParse({ ...base, analytics: { measurementId } });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('content/site.json analytics.measurementId', () => {
  it('takes a GA4 web stream’s ID, and no ID at all (then nothing is measured)', () => {
    expect(problem('G-7QK2M8XH4P')).toBeUndefined();
    expect(problem('G-ABC123')).toBeUndefined();
    expect(siteSchema.parse(base).analytics).toEqual({ dataLayer: false });
  });

  it('names what a wrong ID is, where it can tell', () => {
    expect(problem('g-7qk2m8xh4p')).toEqual(['analytics.measurementId: a GA4 measurement ID is written in capitals: G-7QK2M8XH4P']);
    expect(problem(' G-7QK2M8XH4P')).toEqual(['analytics.measurementId: a GA4 measurement ID has no spaces around it']);
    expect(problem('UA-12345-1')).toEqual([
      'analytics.measurementId: UA-12345-1 is a Universal Analytics property, which Google retired in 2024; this field takes a GA4 measurement ID (G- and 10 capitals or digits)',
    ]);
    expect(problem('AW-123456789')).toEqual([
      'analytics.measurementId: AW-123456789 is a Google Ads conversion ID; this field takes a GA4 measurement ID (G- and 10 capitals or digits)',
    ]);
    expect(problem('412345678')).toEqual([
      'analytics.measurementId: 412345678 looks like a GA4 property or stream number; this field takes the stream’s measurement ID (G- and 10 capitals or digits)',
    ]);
    expect(problem('G-12')).toEqual(['analytics.measurementId: expected a GA4 measurement ID: G- and 6 to 12 capitals or digits, e.g. G-7QK2M8XH4P (got "G-12")']);
    expect(problem('G-7QK2M8XH4P<script>')).toEqual([
      'analytics.measurementId: expected a GA4 measurement ID: G- and 6 to 12 capitals or digits, e.g. G-7QK2M8XH4P (got "G-7QK2M8XH4P<script>")',
    ]);
  });
});
