// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { leadsFunnel, leadsWalkthrough } from '../support/leadsWalkthrough.ts';
import { leadFacts, leadFactText } from '../../src/analytics/leadFacts.ts';

const walkthrough = leadsWalkthrough('lead-facts-');
afterAll(() => {
  rmSync(walkthrough.dir, { recursive: true, force: true });
});

describe('what the privacy page says a delivering form keeps', () => {
  const funnel = leadsFunnel(walkthrough.dir);

  it('is read from the funnel file: the form, its fields, where it goes and for how long', () => {
    expect(leadFacts([funnel])).toEqual([
      {
        funnel: 'Harbour Dental',
        form: 'Book your check-up',
        page: '/funnels/harbour-dental/book',
        fields: ['Full name', 'Email', 'Phone', 'Best time to call'],
        to: 'worker',
        keepDays: 180,
        forwardedTo: 'hooks.example.com',
      },
    ]);
  });

  it('says what is kept, where and how long, and a form that posts straight to a webhook keeps nothing here', () => {
    const [fact] = leadFacts([funnel]);
    if (fact === undefined) throw new Error('no fact');
    expect(leadFactText(fact)).toEqual({
      what: 'What you type into it (full name, email, phone and best time to call), with when you sent it, the page, the version of the page you were shown if it was being split-tested, and your answer to the cookie banner.',
      where:
        'Kept in this site’s own database, at Cloudflare (D1), for 180 days, then deleted. A copy is sent to hooks.example.com, the tool that handles enquiries, which keeps it under its own terms.',
    });
    expect(leadFactText({ ...fact, keepDays: 730, forwardedTo: undefined }).where).toBe('Kept in this site’s own database, at Cloudflare (D1), for 2 years, then deleted.');
    expect(leadFactText({ ...fact, to: 'webhook', keepDays: undefined }).where).toBe(
      'Sent from your browser straight to hooks.example.com, which keeps it under its own terms; this site keeps no copy.',
    );
  });

  it('is nothing for the demos, whose forms send nothing', () => {
    expect(leadFacts(loadProjectData(`${import.meta.dirname}/../..`).funnels)).toEqual([]);
  });
});
