import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../schemas/site.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { mirrorToDataLayer, type DataLayerHost } from '../../src/dataLayer/mirrorToDataLayer.ts';
import { useDataLayer } from '../../src/dataLayer/useDataLayer.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { data: funnels } = loadFunnels(path.join(root, 'funnels'));
const skincare = funnels.find((funnel) => funnel.slug === 'skincare');
if (skincare === undefined) throw new Error('no skincare funnel');

/** A stand-in for the page's window: only what the mirror may touch. */
const fakeWindow = (): DataLayerHost => ({ location: { origin: 'https://shop.example' } });

const startSkincare = () => createActor(createFunnelMachine(skincare)).start();
const buyTwoBottles = (actor: ReturnType<typeof startSkincare>) => {
  actor.send({ type: 'ORDER' });
  actor.send({ type: 'SELECT', name: 'bottles', value: 'two' });
  actor.send({ type: 'CHECKOUT' });
};
const twoBottles = { item_id: 'bottles-two', item_name: '2 Bottles', price: 99, quantity: 1 };
// Skincare runs a split test; a visit the machine starts by itself is on its control.
const experiment = {
  experiment_id: 'skincare.two-bottles-first',
  variant_id: 'control',
  exp_variant_string: 'FNL-skincare.two-bottles-first-control',
};

describe('the dataLayer switch', () => {
  it('is off in content/site.json, and off when a site file leaves it out', () => {
    const site = siteSchema.parse(JSON.parse(readFileSync(path.join(root, 'content/site.json'), 'utf8')));
    expect(site.analytics.dataLayer).toBe(false);
    const withoutAnalytics = Object.fromEntries(Object.entries(site).filter(([key]) => key !== 'analytics'));
    expect(siteSchema.parse(withoutAnalytics).analytics).toEqual({ dataLayer: false });
  });

  it('off: a whole purchase leaves the window without a dataLayer, while the machine still records every event', () => {
    const host = fakeWindow();
    const actor = startSkincare();
    renderHook(() => {
      useDataLayer(actor, { enabled: false, host });
    });
    buyTwoBottles(actor);
    expect(host.dataLayer).toBeUndefined();
    expect(actor.getSnapshot().context.tracked.map((entry) => entry.event)).toEqual([
      'page_view',
      'page_view',
      'experience_impression',
      'select_item',
      'begin_checkout',
      'page_view',
      'purchase',
    ]);
  });

  it('on: makes the dataLayer and pushes every event in order, GA4 ecommerce events under "ecommerce" after a clearing push, the experiment beside them', () => {
    const host = fakeWindow();
    const actor = startSkincare();
    renderHook(() => {
      useDataLayer(actor, { enabled: true, host });
    });
    buyTwoBottles(actor);
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_title: skincare.steps.landing?.title, page_location: 'https://shop.example/funnels/skincare', ...experiment },
      { event: 'page_view', page_title: skincare.steps.order?.title, page_location: 'https://shop.example/funnels/skincare/order', ...experiment },
      { event: 'experience_impression', ...experiment },
      { ecommerce: null },
      { event: 'select_item', ...experiment, ecommerce: { item_list_id: 'bottles', item_list_name: 'Choose your supply', items: [twoBottles] } },
      { ecommerce: null },
      { event: 'begin_checkout', ...experiment, ecommerce: { value: 99, currency: 'USD', items: [twoBottles] } },
      { event: 'page_view', page_title: skincare.steps['thank-you']?.title, page_location: 'https://shop.example/funnels/skincare/thank-you', ...experiment },
      { ecommerce: null },
      { event: 'purchase', ...experiment, ecommerce: { value: 99, currency: 'USD', items: [twoBottles] } },
    ]);
  });

  it('adds to a dataLayer a tag manager made first, and pushes no event twice when mirrored again', () => {
    const host: DataLayerHost = { ...fakeWindow(), dataLayer: [{ 'gtm.start': 1 }] };
    const actor = startSkincare();
    const stop = mirrorToDataLayer(actor, host);
    stop();
    // React's development mode runs effects twice: the second mirror carries on where the first stopped.
    const stopAgain = mirrorToDataLayer(actor, host);
    actor.send({ type: 'ORDER' });
    stopAgain();
    actor.send({ type: 'CHECKOUT' });
    expect(host.dataLayer?.map((entry) => (entry as { event?: string }).event)).toEqual([undefined, 'page_view', 'page_view', 'experience_impression']);
  });
});
