// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../schemas/site.ts';
import { englishWords } from '../i18n/englishWords.ts';
import { lifetime, privacyFacts } from './privacyFacts.ts';

const english = { words: englishWords, language: 'en' };

const base = { origin: 'https://example.com', name: 'A', title: 'B', email: 'a@example.com' };
const measured = siteSchema.parse({ ...base, analytics: { measurementId: 'G-7QK2M8XH4P' } });
const names = (facts: ReturnType<typeof privacyFacts>) => facts.stored.flatMap((item) => item.names);

describe('the privacy page’s facts', () => {
  it('name the cookies the code sets, with the lifetimes it gives them', () => {
    const facts = privacyFacts({ site: measured, splitTests: true, favicons: true, ...english });
    expect(names(facts)).toEqual(['consent', 'fx_id', 'fx.<experiment>.<version>', 'fx_off', '_ga', '_ga_7QK2M8XH4P']);
    expect(facts.stored.map((item) => item.lasts)).toEqual(['6 months', '1 year', '1 year', '13 months']);
    expect(facts.sent.map((recipient) => recipient.who)).toEqual([
      'Google Analytics (Google Ireland Limited in the EEA, the UK and Switzerland; Google LLC elsewhere)',
      'Google’s favicon service (www.google.com)',
    ]);
    expect(facts.choice).toBe(true);
  });

  it('name nothing the site does not do: no split-test cookie when none runs or they are off, no Google when it does not measure', () => {
    expect(names(privacyFacts({ site: { ...measured, experiments: { enabled: false } }, splitTests: true, favicons: false, ...english }))).toEqual([
      'consent',
      '_ga',
      '_ga_7QK2M8XH4P',
    ]);
    expect(names(privacyFacts({ site: measured, splitTests: false, favicons: false, ...english }))).not.toContain('fx_id');
    const unmeasured = privacyFacts({ site: siteSchema.parse(base), splitTests: false, favicons: false, ...english });
    expect(unmeasured).toEqual({ stored: [], sent: [], choice: false });
  });

  it('say a lifetime in words', () => {
    expect(lifetime(60 * 60 * 24 * 182, englishWords, 'en')).toBe('6 months');
    expect(lifetime(60 * 60 * 24 * 365, englishWords, 'en')).toBe('1 year');
    expect(lifetime(60 * 60 * 24 * 395, englishWords, 'en')).toBe('13 months');
    expect(lifetime(60 * 60 * 24 * 30, englishWords, 'en')).toBe('1 month');
  });
});
