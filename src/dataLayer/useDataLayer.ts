import { useEffect } from 'react';
import site from 'virtual:site';
import { mirrorToDataLayer, type DataLayerHost, type TrackingSource } from './mirrorToDataLayer.ts';

interface Options {
  /** content/site.json's `analytics.dataLayer` unless a test says otherwise. */
  enabled?: boolean;
  /** The page's window unless a test passes its own. */
  host?: DataLayerHost;
}

/**
 * On a funnel page: mirrors the funnel's tracking events to window.dataLayer
 * when content/site.json sets `"analytics": { "dataLayer": true }`, and does
 * nothing otherwise. No request is made and nothing is stored either way:
 * only a tag manager the owner installs would read the dataLayer.
 */
export function useDataLayer(actor: TrackingSource, { enabled = site.analytics.dataLayer, host }: Options = {}): void {
  useEffect(() => (enabled ? mirrorToDataLayer(actor, host ?? window) : undefined), [actor, enabled, host]);
}
