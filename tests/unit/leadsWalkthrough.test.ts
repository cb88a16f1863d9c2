// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { DELIVERY_PAGE, withDeliveryTable } from '../../src/config/reference/deliveryTable.ts';
import { leadFacts, leadFactText } from '../../src/analytics/leadFacts.ts';
import { englishWords } from '../../src/i18n/englishWords.ts';
import { leadsFunnel, leadsWalkthrough } from '../support/leadsWalkthrough.ts';

const root = path.resolve(import.meta.dirname, '../..');
const walkthrough = leadsWalkthrough('leads-walkthrough-test-');
afterAll(() => {
  rmSync(walkthrough.dir, { recursive: true, force: true });
});

describe('docs/leads.md: Make a funnel that delivers', () => {
  it('has two stages after new:funnel: a booking step whose form delivers, then its webhook', () => {
    expect(walkthrough.stages).toHaveLength(2);
    expect(walkthrough.stages[0]).toContain('"deliver": { "to": "worker" }');
    expect(walkthrough.stages[1]).toContain('"webhook": "https://hooks.example.com/harbour-dental"');
  });

  it.each(walkthrough.stages.map((text, i) => [i + 2, text] as const))('stage %i leaves a project that npm run check accepts', (_stage, text) => {
    writeFileSync(walkthrough.file, text);
    expect(loadProjectData(walkthrough.dir).errors).toEqual([]);
  });

  it('lists the keys of "deliver" as generated from the schema (run `npm run schema`)', () => {
    const page = readFileSync(path.join(root, DELIVERY_PAGE), 'utf8');
    expect(page).toBe(withDeliveryTable(page));
    expect(page).toContain('| `keepDays` |');
  });
});

describe('what the privacy page says a delivering form keeps', () => {

  it('is read from the funnel file: the form, its fields, where it goes and for how long', () => {
    expect(leadFacts([leadsFunnel(walkthrough.dir)])).toEqual([
      {
        funnel: 'Harbour Dental',
        form: 'Book your check-up',
        page: '/funnels/harbour-dental/book',
        fields: ['Full name', 'Email', 'Phone', 'Best time to call'],
        to: 'worker',
        keepDays: 180,
        forwardedTo: 'hooks.example.com',
        banner: true,
        splitTested: true,
      },
    ]);
  });

  it('names the consent answer and the page version only on a site that has a banner and split tests', () => {
    const funnel = leadsFunnel(walkthrough.dir);
    const [quiet] = leadFacts([funnel], { analytics: { dataLayer: false }, experiments: { enabled: true } });
    if (quiet === undefined) throw new Error('no fact');
    expect(quiet).toMatchObject({ banner: false, splitTested: false });
    expect(leadFactText(quiet, englishWords, 'en').what).toBe('What you type into it (full name, email, phone, and best time to call), with when you sent it and the page.');
  });

  it('says what is kept, where and how long, and a form that posts straight to a webhook keeps nothing here', () => {
    const [fact] = leadFacts([leadsFunnel(walkthrough.dir)]);
    if (fact === undefined) throw new Error('no fact');
    expect(leadFactText(fact, englishWords, 'en')).toEqual({
      what: 'What you type into it (full name, email, phone, and best time to call), with when you sent it, the page, the version of the page you were shown if it was being split-tested, and your answer to the cookie banner.',
      where:
        'Kept in this site’s own database, at Cloudflare (D1), for 180 days, then deleted. A copy is sent to hooks.example.com, the tool that handles enquiries, which keeps it under its own terms.',
    });
    expect(leadFactText({ ...fact, keepDays: 730, forwardedTo: undefined }, englishWords, 'en').where).toBe('Kept in this site’s own database, at Cloudflare (D1), for 2 years, then deleted.');
    expect(leadFactText({ ...fact, to: 'webhook', keepDays: undefined }, englishWords, 'en').where).toBe(
      'Sent from your browser straight to hooks.example.com, which keeps it under its own terms; this site keeps no copy.',
    );
  });

  it('is nothing for the demos, whose forms send nothing', () => {
    expect(leadFacts(loadProjectData(root).funnels)).toEqual([]);
  });
});
