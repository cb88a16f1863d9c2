// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../bench/hostHeaders.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { headersFile } from '../../src/site/host/securityPolicy.ts';
import { funnelSpeculation } from '../../src/site/host/speculationRules.ts';

const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'), 'funnels');
const speculation = funnelSpeculation(funnels);
const rules = parseHeadersFile(headersFile(speculation));
const header = (pathname: string, name: string) => headersFor(rules, pathname).get(name.toLowerCase())?.[1];

describe('each funnel step tells the browser which pages to fetch ahead', () => {
  it('lists the pages of the steps its machine can reach, through Submitting... too', () => {
    const byPage = new Map(speculation.map((entry) => [entry.page, entry]));
    // Skincare's order step runs a split test: a visitor may be sent to either of its pages.
    expect(byPage.get('/funnels/skincare')?.rules.prefetch[0]?.urls).toEqual(['/funnels/skincare/order', '/funnels/skincare/order/b']);
    expect(byPage.get('/funnels/skincare/order')?.rules.prefetch[0]?.urls).toEqual(['/funnels/skincare/thank-you']);
    expect(byPage.get('/funnels/medical')?.rules.prefetch[0]?.urls).toEqual(['/funnels/medical/thank-you']);
    // A thank-you step leads nowhere in its funnel: nothing to fetch, no rules.
    expect(byPage.has('/funnels/skincare/thank-you')).toBe(false);
  });

  it('names each step’s rules in a Speculation-Rules header of that page only, served with the rules’ content type', () => {
    expect(header('/funnels/plants', 'Speculation-Rules')).toBe('"/speculation/plants/landing.json"');
    expect(header('/funnels/plants/product', 'Speculation-Rules')).toBe('"/speculation/plants/product.json"');
    // Named once, at the page's own address, which every host answers at once (tests/site/cloudflarePages.test.ts).
    expect(header('/funnels/plants/product/', 'Speculation-Rules')).toBeUndefined();
    expect(header('/funnels/plants/thank-you', 'Speculation-Rules')).toBeUndefined();
    expect(header('/', 'Speculation-Rules')).toBeUndefined();
    expect(header('/speculation/plants/landing.json', 'Content-Type')).toBe('application/speculationrules+json');
  });

  it('serves step pages as not varying by query, so a form’s `<step>?` is served by the prefetch of `<step>`', () => {
    expect(header('/funnels/medical/thank-you', 'No-Vary-Search')).toBe('params');
    for (const { rules: stepRules } of speculation) expect(stepRules.prefetch[0]?.expects_no_vary_search).toBe('params');
  });

  it('fetches ahead, from a question’s page, the pages its answers go to, on each of its answer pages too', () => {
    const byPage = new Map(speculation.map((entry) => [entry.page, entry]));
    expect(byPage.get('/funnels/northwind-coffee/brew')?.rules.prefetch[0]?.urls).toEqual([
      '/funnels/northwind-coffee/taste/espresso',
      '/funnels/northwind-coffee/taste/pour-over',
      '/funnels/northwind-coffee/taste/french-press',
      '/funnels/northwind-coffee/taste/cold-brew',
    ]);
    // Pour-over and fruity make light the highest score whatever the cup; espresso and fruity do not.
    expect(byPage.get('/funnels/northwind-coffee/cup/pour-over/fruity')?.rules.prefetch[0]?.urls).toEqual(['/funnels/northwind-coffee/result-light']);
    expect(byPage.get('/funnels/northwind-coffee/cup/espresso/fruity')?.rules.prefetch[0]?.urls).toEqual([
      '/funnels/northwind-coffee/result-light',
      '/funnels/northwind-coffee/result-dark',
    ]);
    expect(header('/funnels/northwind-coffee/cup/espresso/fruity', 'Speculation-Rules')).toBe('"/speculation/northwind-coffee/cup.espresso.fruity.json"');
  });

  it('fetches ahead only the step’s own page with split tests off', () => {
    const off = funnelSpeculation(funnels, { experiments: false });
    const landing = off.find((entry) => entry.page === '/funnels/skincare');
    expect(landing?.rules.prefetch[0]?.urls).toEqual(['/funnels/skincare/order']);
  });
});
