import { useEffect } from 'react';
import site from 'virtual:site';
import { mirrorToDataLayer, type TrackingSource } from './mirrorToDataLayer.ts';

/**
 * On a funnel page: mirrors the funnel's tracking events to window.dataLayer
 * when content/site.json sets `"analytics": { "dataLayer": true }`, and does
 * nothing otherwise. No request is made and nothing is stored either way:
 * only a tag manager the owner installs would read the dataLayer.
 */
export function useDataLayer(actor: TrackingSource, enabled: boolean = site.analytics.dataLayer): void {
  useEffect(() => (enabled ? mirrorToDataLayer(actor, window) : undefined), [actor, enabled]);
}
