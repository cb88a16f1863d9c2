// @vitest-environment node
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';
import { servedSite, serveSite } from '../../src/site/servedSite.ts';
import { stepAddress } from '../../src/studio/api/siteAddresses.ts';
import type { FunnelList, Refused, SiteList } from '../../src/studio/api/types.ts';
import { studioApi } from '../../src/studio/server/funnelApi.ts';
import { siteApi } from '../../src/studio/server/siteApi.ts';

const root = path.resolve(import.meta.dirname, '../..');

// The served site is the process's own (src/site/servedSite.ts): put back for the next test, and the next file.
afterEach(() => {
  serveSite(undefined);
});

const sites = () => siteApi(root, 'GET', '/sites', undefined)?.body as SiteList;
/** Each funnel's site and landing address on the served site, by slug. */
const addresses = () =>
  Object.fromEntries((studioApi(root, 'GET', '/funnels', undefined).body as FunnelList).funnels.map((funnel) => [funnel.slug, { site: funnel.site, address: funnel.address }]));

describe('the studio API’s sites', () => {
  it('lists the portfolio and each client’s site, with their funnels, and which one the dev server serves', () => {
    const list = sites();
    expect(list.served).toBeNull();
    expect(list.sites).toEqual([
      { key: null, name: 'Maya Okafor', origin: 'https://mayaokafor.design', funnels: ['skincare', 'medical', 'plants', 'cinnamon', 'travel', 'northwind-coffee'], home: null },
      { key: 'alder-physio', name: 'Alder Physio Ltd', origin: 'https://alderphysio.example', funnels: ['alder-physio', 'back-care-class'], home: 'alder-physio' },
      { key: 'ember-roasters', name: 'Ember Roasters Ltd', origin: 'https://emberroasters.example', funnels: ['coffee-club'], home: 'coffee-club' },
      { key: 'fjord-tours', name: 'Fjord Tours AS', origin: 'https://fjordtours.example', funnels: ['fjord-tours'], home: 'fjord-tours' },
    ]);
  });

  it('says, per funnel, the site that publishes it and its address on the served site', () => {
    expect(addresses()).toMatchObject({
      skincare: { site: null, address: '/funnels/skincare' },
      'fjord-tours': { site: 'fjord-tours', address: null },
      'back-care-class': { site: 'alder-physio', address: null },
    });
    const switched = vi.fn();
    const { status, body } = siteApi(root, 'PUT', '/site', { site: 'fjord-tours' }, switched) ?? { status: 0, body: undefined };
    expect(status).toBe(200);
    expect((body as SiteList).served).toBe('fjord-tours');
    expect(servedSite()).toBe('fjord-tours');
    expect(switched).toHaveBeenCalledExactlyOnceWith('fjord-tours');
    expect(sites().served).toBe('fjord-tours');
    expect(addresses()).toMatchObject({
      skincare: { site: null, address: null },
      'fjord-tours': { site: 'fjord-tours', address: '/' },
      'alder-physio': { site: 'alder-physio', address: null },
    });
    siteApi(root, 'PUT', '/site', { site: 'alder-physio' }, switched);
    expect(addresses()).toMatchObject({ 'alder-physio': { address: '/' }, 'back-care-class': { address: '/back-care-class' }, 'fjord-tours': { address: null } });
    // Back to the portfolio; asking for the site already served switches nothing.
    expect(siteApi(root, 'PUT', '/site', { site: null }, switched)?.status).toBe(200);
    expect(servedSite()).toBeUndefined();
    expect(siteApi(root, 'PUT', '/site', { site: null }, switched)?.status).toBe(200);
    expect(switched.mock.calls).toEqual([['fjord-tours'], ['alder-physio'], [null]]);
    expect(addresses().skincare).toEqual({ site: null, address: '/funnels/skincare' });
  });

  it('previews every step of every site at the address the site’s own routes give it', () => {
    for (const { key } of sites().sites) {
      serveSite(key ?? undefined);
      const landing = addresses();
      const { funnels } = loadProjectData(root, { site: key ?? undefined });
      expect(funnels.length).toBeGreaterThan(0);
      // The studio edits a funnel's own file, previewed in the site's home language; a translation's copy is its words file's.
      for (const funnel of funnels.filter((copy) => copy.key === undefined)) {
        const address = landing[funnel.slug]?.address;
        expect(address, `${funnel.slug} on ${String(key)}`).toBeTypeOf('string');
        for (const [stepId, step] of Object.entries(funnel.steps)) expect(stepAddress(address ?? '', step.path)).toBe(stepUrl(funnel, stepId));
      }
    }
    serveSite('fjord-tours');
    expect(stepAddress(addresses()['fjord-tours']?.address ?? '', 'enquire')).toBe('/enquire');
  });

  it('refuses a site it does not know, in one line, and a malformed request, switching nothing', () => {
    const switched = vi.fn();
    const unknown = siteApi(root, 'PUT', '/site', { site: 'nowhere' }, switched);
    expect(unknown?.status).toBe(404);
    const { message } = unknown?.body as Refused;
    expect(message).toBe('no site "nowhere" to serve: no valid sites/nowhere.json (the sites are alder-physio, ember-roasters, fjord-tours; null serves the portfolio)');
    expect(siteApi(root, 'PUT', '/site', { key: 'fjord-tours' }, switched)?.status).toBe(400);
    expect(siteApi(root, 'POST', '/site', { site: 'fjord-tours' }, switched)?.status).toBe(405);
    expect(switched).not.toHaveBeenCalled();
    expect(servedSite()).toBeUndefined();
    // Any other route is not this API's.
    expect(siteApi(root, 'GET', '/funnels', undefined)).toBeUndefined();
  });
});
