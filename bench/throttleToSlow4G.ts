import type { CDPSession } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

/** Lighthouse's own values for slow 4G when the browser throttles (its "devtools" method). */
export const slow4G = throttling.mobileSlow4G;

/** Puts a page's network on Lighthouse's slow 4G, through the DevTools protocol, as Lighthouse's devtools throttling does. */
export async function throttleToSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
  });
}
